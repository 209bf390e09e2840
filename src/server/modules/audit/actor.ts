/** Who made a change, from where and when: what every audited service call is given. */
export interface AuditActor {
  adminId: number;
  userId: string;
  ip: string;
  now: number;
}
