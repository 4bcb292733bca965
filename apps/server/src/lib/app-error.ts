import { statusOfCode, type ErrorCode } from '@app/contract/envelope';

/** A failure the client is told about: a stable code, its HTTP status and an optional value. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly value: unknown = null,
    status?: number,
  ) {
    super(code);
    this.status = status ?? statusOfCode(code);
  }
}
