/** The redeem dialog, declared by the points mall; open with { reward, balance }. */
export const REDEEM_MODAL = 'loyalty-redeem';
/** The convert dialog, declared by the points mall; open with { balance }. */
export const CONVERT_MODAL = 'loyalty-convert';
