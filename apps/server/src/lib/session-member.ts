/** The member a session token stands for, as the call router hands it to handlers. */
export interface SessionMember {
  sessionId: number;
  id: number;
  brandId: string;
  username: string;
  type: number;
  nickname: string;
  mustChangePassword: boolean;
  /** the member's time-out, self-exclusion or spent session time as the lookup read it (ended when until has passed) */
  playBlock?: { kind: 'timeOut' | 'selfExclusion' | 'sessionLimit'; until: number | null; allBrands: boolean } | null;
  /** when the member's session time limit ends this session (ms): the limit counted from login or a block's end */
  sessionEndsAt?: number | null;
}
