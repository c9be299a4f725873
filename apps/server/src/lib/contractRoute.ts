import type { EndpointContract } from '@atrium/api/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  preSerializationAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listItemSchemaOf, withoutInvalidItems } from './listItems.ts';

// Registers a route from its contract (method, path, summary, body, query, success response),
// adding only what the contract does not hold: who may call it, the params schema, the success
// status, the tags and the module's error answers. Routes the contract cannot describe (file
// uploads and downloads, the SSE stream) keep the plain Fastify registration. List answers leave
// out the items their contract cannot describe instead of failing (leaveOutInvalidItems).

/** The app inside a FastifyPluginAsyncZod. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type AnyContract = EndpointContract<z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;
/** The schema the contract was defined with (`body?:` would add `| undefined`, which types nothing). */
type BodyOf<TContract> =
  TContract extends EndpointContract<infer TBody, z.ZodType | undefined> ? TBody : never;
type QueryOf<TContract> =
  TContract extends EndpointContract<z.ZodType | undefined, infer TQuery> ? TQuery : never;
type ResponseSchemas = Record<number, z.ZodType>;
type SuccessStatus = 200 | 201;

/** Exactly one of these says who may call the route (plugins/authorize.ts refuses to boot without). */
type Access =
  | { public: true }
  | { auth: true }
  | { ability: NonNullable<FastifyContextConfig['ability']> }
  | { superAdmin: true };

/** What the contract does not say about a route. */
export interface RouteExtras<
  TParams extends z.ZodType | undefined,
  TStatus extends SuccessStatus,
  TErrors extends ResponseSchemas,
> {
  /** Access (`public`, `auth`, `ability`, `superAdmin`) plus `masterKey`, `rateLimit`, … */
  config: FastifyContextConfig & Access;
  params?: TParams;
  /** The success status; 200 unless given. */
  status?: TStatus;
  /** Instead of the module's tags. */
  tags?: string[];
  /** Instead of the module's error answers. */
  errors?: TErrors;
}

/** The Fastify schema the route gets, as a type: the handler's request and reply are typed by it. */
export interface ContractSchema<
  TContract extends AnyContract,
  TParams extends z.ZodType | undefined,
  TStatus extends SuccessStatus,
  TErrors extends ResponseSchemas,
> {
  summary: string;
  tags: string[];
  params: TParams;
  querystring: QueryOf<TContract>;
  body: BodyOf<TContract>;
  response: { [status in TStatus]: TContract['response'] } & TErrors;
}

export type ContractHandler<
  TContract extends AnyContract,
  TParams extends z.ZodType | undefined,
  TStatus extends SuccessStatus,
  TErrors extends ResponseSchemas,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<TContract, TParams, TStatus, TErrors>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * A list answer's items that do not fit the contract are logged (with their id) and left out
 * before the response schema sees them: a 500 for the whole page would hide every good row too.
 * Error answers (another status) pass untouched.
 */
function leaveOutInvalidItems(
  path: string,
  itemSchema: z.ZodType,
  successStatus: number,
): preSerializationAsyncHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode !== successStatus) return payload;
    return withoutInvalidItems(payload, itemSchema, (item) => {
      request.log.warn(
        { route: path, itemId: item.id, index: item.index, issues: item.issues },
        'list item left out: it does not fit the response schema',
      );
    });
  };
}

/**
 * `const route = contractRoutes(app, { tags, errors })`, then one
 * `route(endpoints.x, { config, params?, status? }, handler)` per route.
 */
export function contractRoutes<TModuleErrors extends ResponseSchemas>(
  app: ZodApp,
  defaults: { tags: string[]; errors: TModuleErrors },
) {
  return function route<
    TContract extends AnyContract,
    TParams extends z.ZodType | undefined = undefined,
    TStatus extends SuccessStatus = 200,
    TErrors extends ResponseSchemas = TModuleErrors,
  >(
    contract: TContract,
    extras: RouteExtras<TParams, TStatus, TErrors>,
    handler: ContractHandler<TContract, TParams, TStatus, TErrors>,
  ): void {
    const { config, params, status = 200, tags = defaults.tags, errors = defaults.errors } = extras;
    const itemSchema = listItemSchemaOf(contract.response);
    app.route({
      method: contract.method,
      url: contract.path,
      config,
      ...(itemSchema
        ? { preSerialization: leaveOutInvalidItems(contract.path, itemSchema, status) }
        : {}),
      schema: {
        summary: contract.summary,
        tags,
        ...(params ? { params } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.body ? { body: contract.body } : {}),
        response: { [status]: contract.response, ...errors },
      },
      // The schema above is the one ContractSchema describes; Fastify cannot see that through
      // the spreads, so the typed handler is handed over as the untyped one.
      handler: handler as unknown as RouteHandlerMethod,
    });
  };
}
