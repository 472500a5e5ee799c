/** An error whose message a person may read; mapped to `{ error }` with its status in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
