/**
 * What the service accepts at its edge before any route sees a request: validation without type coercion,
 * JSON whose strings the databases can store, and request paths that decode.
 */
import type { FastifyError, FastifyInstance, FastifyServerOptions } from '#fastify';
import ajvCompiler from '#fastify/ajv-compiler';
import { transportErrors } from '../protocol/messages.js';
import { ServiceError } from './errors.js';

/**
 * ajv options of the route schemas: a number where a string belongs, "true" for a boolean or a string for an
 * array is a 400 naming the field, never a silent conversion. Conditions the spec has texts for are values of
 * the right type (a missing package, a limit above the maximum) and still reach the handlers.
 */
export const strictValidation = { customOptions: { coerceTypes: false } } as const;

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type CompileRoute = (route: { schema: unknown; method: string; url: string; httpPart: string }) => Validate;
type BuildValidator = (externalSchemas: unknown, ajvOptions: unknown) => CompileRoute;

/**
 * fastify's own validator compiler (its @fastify/ajv-compiler, with the same ajv options), compiling each route's
 * schema on the route's first request instead of at start: compiling every route's schemas, Ajv's meta-schema
 * first, took ~0.15 s of a cold start profiled under load, before the service could listen (issue 20). The first
 * request of a route pays its compile once (a few milliseconds). Give it as `schemaController.compilersFactory`.
 */
export function lazyValidatorCompilers(): CompilersFactory {
  const build = (ajvCompiler as unknown as () => BuildValidator)();
  const buildValidator: BuildValidator = (externalSchemas, ajvOptions) => {
    let compileRoute: CompileRoute | undefined;
    return (route) => {
      let compiled: Validate | undefined;
      const validate = () => (compiled ??= (compileRoute ??= build(externalSchemas, ajvOptions))(route));
      // fastify reads `errors` after a call, and `schemaEnv` to know whether Ajv may replace the value itself
      const lazy: Validate = (data, context) => {
        const result = validate()(data, context);
        lazy.errors = validate().errors;
        return result;
      };
      Object.defineProperty(lazy, 'schemaEnv', { get: () => validate().schemaEnv });
      return lazy;
    };
  };
  // fastify's type of a validator factory is its ajv compiler's; this is one, wrapped
  return { buildValidator } as unknown as CompilersFactory;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The answer to a path fastify cannot route: a malformed percent escape (400) or an over-long parameter (414). */
export function pathError(error: FastifyError, url: string): ServiceError {
  return new ServiceError(error.statusCode === 414 ? 414 : 400, transportErrors.malformedPath(url.split('?')[0]!));
}

/**
 * JSON bodies as fastify parses them (prototype poisoning refused), refusing strings that are not valid Unicode:
 * a lone surrogate written as an escape (`"\ud800"`) would be stored as bytes that are not UTF-8.
 */
export function installJsonParser(app: FastifyInstance<any, any, any, any, any>): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const field = firstIllFormedString(value, 'body');
      return field === undefined ? done(null, value) : done(new ServiceError(400, transportErrors.illFormedString(field)), undefined);
    }),
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path (body/field/0/…) of the first string or key holding a lone surrogate, if any. Iterative: a body
 * nested thousands deep is walked without recursion.
 */
export function firstIllFormedString(value: unknown, path: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, path]];
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return at;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${at}/${i}`]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (LONE_SURROGATE.test(key)) return `${at}/${key.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD')}`;
        pending.push([child, `${at}/${key}`]);
      }
    }
  }
  return undefined;
}
