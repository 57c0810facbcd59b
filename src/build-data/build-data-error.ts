import { ApiError, HttpError, SchemaError } from '~/api/errors';

/**
 * Why the plans pages cannot be built. The message names the office call and, for a malformed
 * answer, the field (DESIGN.md "Data flow": malformed data fails the build naming the field).
 */
export class BuildDataError extends Error {
  constructor(
    message: string,
    /** Dotted path of the bad field in the office answer, when there is one (`data.0.plan.value_month`). */
    readonly field: string | null = null,
  ) {
    super(`Plans pages data: ${message}`);
    this.name = 'BuildDataError';
  }
}

/**
 * A client error as a build failure naming the call and, for a schema error, the field.
 * Example: buildFailure(schemaError, 'country prices of br') -> 'Plans pages data: country prices of br:
 * getCountryPrices answered a malformed field "data.0.plan.value_month" (...)'.
 */
export function buildFailure(error: unknown, what: string): BuildDataError {
  if (error instanceof SchemaError) {
    return new BuildDataError(`${what}: ${error.call} answered a malformed field "${error.field}" (${error.message})`, error.field);
  }
  if (error instanceof HttpError) return new BuildDataError(`${what}: ${error.call} answered HTTP ${error.status}`);
  if (error instanceof ApiError) return new BuildDataError(`${what}: ${error.message}`);
  if (error instanceof BuildDataError) return error;
  return new BuildDataError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
}
