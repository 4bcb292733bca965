/** The member a session token stands for, as the call router hands it to handlers. */
export interface SessionMember {
  sessionId: number;
  id: number;
  brandId: string;
  username: string;
  type: number;
  nickname: string;
  mustChangePassword: boolean;
}
