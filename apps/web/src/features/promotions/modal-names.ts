/** The forfeit confirmation, declared by the member-centre page that lists bonuses; open with { bonus, othersActive }. */
export const FORFEIT_MODAL = 'promo-forfeit';
