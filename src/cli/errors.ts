/** CLI exit codes (DESIGN.md): the one place they are defined. */
export const exitCodes = {
  success: 0,
  failed: 1,
  usage: 2,
  connection: 3,
  refused: 4,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, exitCodes.usage);
  }
}

/** Refused by a safeguard of the project configuration. */
export class RefusedError extends CliError {
  constructor(message: string) {
    super(message, exitCodes.refused);
  }
}

export class FailedError extends CliError {
  constructor(message: string) {
    super(message, exitCodes.failed);
  }
}
