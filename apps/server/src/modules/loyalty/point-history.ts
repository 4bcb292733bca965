/**
 * The member's points history (ODSFE2_MemTransDet): the points ledger's rows, newest first, each with a
 * remark in the reader's language drawn from what the row was for (a game category, a mission, a redemption's
 * reference number, a conversion's amount).
 */
import type { Language } from '@app/contract/brand';
import { pointTransactionKindSchema, type pointTransactionSchema } from '@app/contract/loyalty';
import type { GameType } from '@app/contract/system';
import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pointTransactions, type Localized } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { textIn } from '../promotions/catalogue';

type PointTransaction = z.infer<typeof pointTransactionSchema>;
type PointKind = PointTransaction['kind'];

/** The lobby's category names (the web's in_category_* texts): what an 'earn' row was earned on. */
const categoryNames: Record<Language, Record<GameType, string>> = {
  EN: { ELOTT: 'E-Lottery', LIVE: 'Live Casino', SPORTS: 'Sports', FISH: 'Fishing', RNG: 'Slots', PVP: 'Card Games', ESPORTS: 'Esports', INHOUSE: 'Originals' },
  TY: { ELOTT: 'E-Lotto', LIVE: 'Live na Casino', SPORTS: 'Pustahan sa Sports', FISH: 'Pangingisda', RNG: 'Mga Slot', PVP: 'Mga Laro ng Baraha', ESPORTS: 'Mga E-sport', INHOUSE: 'Sariling Laro' },
  vi: {
    ELOTT: 'Xổ số điện tử',
    LIVE: 'Casino trực tuyến',
    SPORTS: 'Thể thao',
    FISH: 'Bắn cá',
    RNG: 'Nổ hũ',
    PVP: 'Game bài',
    ESPORTS: 'Thể thao điện tử',
    INHOUSE: 'Trò chơi độc quyền',
  },
};

/** Remarks of rows whose meta names nothing more specific. */
const kindLabels: Record<Language, Record<PointKind, string>> = {
  EN: { earn: 'Points earned', mission: 'Mission reward', redeem: 'Redeemed', refund: 'Redemption refunded', convert: 'Converted to main balance', referral: 'Invite reward', adjust: 'Adjustment' },
  TY: { earn: 'Nakuhang puntos', mission: 'Gantimpala ng misyon', redeem: 'Na-redeem', refund: 'Ibinalik ang redemption', convert: 'Na-convert sa pangunahing balance', referral: 'Gantimpala sa pag-imbita', adjust: 'Pagsasaayos' },
  vi: {
    earn: 'Điểm tích lũy',
    mission: 'Thưởng nhiệm vụ',
    redeem: 'Đã đổi quà',
    refund: 'Hoàn điểm đổi quà',
    convert: 'Đã quy đổi vào số dư chính',
    referral: 'Thưởng giới thiệu',
    adjust: 'Điều chỉnh',
  },
};

interface PointMeta {
  gameType?: string;
  title?: Localized;
  referenceNo?: string;
  amountMinor?: number;
  friend?: string;
  note?: string;
}

/** A point transaction's remark in the reader's language (`money`: the brand's currency as that reader writes it). */
export function pointRemark(kind: PointKind, meta: PointMeta, language: Language, money: MoneyFormat): string {
  const label = kindLabels[language][kind];
  switch (kind) {
    case 'earn':
      return categoryNames[language][meta.gameType as GameType] ?? meta.gameType ?? label;
    case 'mission':
      return meta.title ? textIn(meta.title, language) : label;
    case 'redeem':
    case 'refund':
      return meta.referenceNo ?? label;
    case 'convert':
      return typeof meta.amountMinor === 'number' ? `${label} ${formatMoney(meta.amountMinor, money)}` : label;
    case 'referral':
      return `${meta.title ? textIn(meta.title, language) : label}${meta.friend ? ` (${meta.friend})` : ''}`;
    case 'adjust':
      return meta.note ?? (meta.title ? textIn(meta.title, language) : label);
  }
}

export async function listPointTransactions(
  db: Db,
  memberId: number,
  query: { pageNo: number; pageSize: number; kind?: PointKind },
  range: { start: Date; end: Date },
  language: Language,
  money: MoneyFormat,
) {
  const where = and(
    eq(pointTransactions.memberId, memberId),
    gte(pointTransactions.createdAt, range.start),
    lt(pointTransactions.createdAt, range.end),
    query.kind ? eq(pointTransactions.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointTransactions)
      .where(where)
      .orderBy(desc(pointTransactions.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(pointTransactions).where(where),
  ]);
  const list: PointTransaction[] = rows.map((r) => {
    const kind = pointTransactionKindSchema.parse(r.kind);
    return { id: r.id, kind, change: r.change, balance: r.balanceAfter, remark: pointRemark(kind, r.meta as PointMeta, language, money), createdAt: r.createdAt.getTime() };
  });
  return { list, ...pageOf(query, total?.n ?? 0) };
}
