/**
 * The depth and cost limits, as GraphQL validation rules, so that they run with the
 * specification's own rules — over HTTP through mercurius `validationRules`, and on the websocket
 * (where mercurius validates nothing itself) from the subscription hooks in subscriptions.ts.
 *
 * Depth counts nested selections (`{ game { seats { seat } } }` is 3), through fragments. The
 * introspection fields are left out: GraphiQL's introspection query alone is 15 deep, and its
 * cost is bounded by the schema, not by the caller. Cost: see the `@cost` directive in
 * schema.graphql.
 */
import { GraphQLError, Kind } from 'graphql';
import type {
  ASTVisitor,
  DirectiveNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { QUERY_TOO_COMPLEX } from './errors.ts';

export interface Limits {
  /** Deepest selection accepted. */
  readonly maxDepth: number;
  /** Highest estimated query cost accepted. */
  readonly maxCost: number;
  /** Most lexical tokens in one document (graphql's parser stops there). */
  readonly maxTokens: number;
  /** Most fragment definitions in one document. */
  readonly maxFragments: number;
  /** Most fragment spreads in one document. */
  readonly maxSpreads: number;
}

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

function tooComplex(message: string, nodes?: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(message, {
    nodes: nodes ?? null,
    extensions: { code: QUERY_TOO_COMPLEX },
  });
}

/**
 * Depths of one document's selection sets. Each fragment is measured once and remembered: walked
 * again at every spread, fragments that each spread the next one ten times cost 10^levels steps
 * (a 650-byte document blocked the server for seconds, one of 820 bytes for minutes).
 */
class DepthMeter {
  readonly #fragment: (name: string) => FragmentDefinitionNode | null | undefined;
  readonly #fragmentDepths = new Map<string, number>();
  readonly #measuring = new Set<string>();

  constructor(fragment: (name: string) => FragmentDefinitionNode | null | undefined) {
    this.#fragment = fragment;
  }

  depthOf(selectionSet: SelectionSetNode | undefined): number {
    if (selectionSet === undefined) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth: number;
      if (selection.kind === Kind.FIELD) {
        if (INTROSPECTION_ROOTS.has(selection.name.value)) continue;
        depth = 1 + this.depthOf(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = this.depthOf(selection.selectionSet);
      } else {
        depth = this.#fragmentDepth(selection.name.value);
      }
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  }

  /** An unknown fragment, or one met again inside itself, counts 0: the spec's rules refuse both. */
  #fragmentDepth(name: string): number {
    const known = this.#fragmentDepths.get(name);
    if (known !== undefined) return known;
    const definition = this.#fragment(name);
    if (definition === null || definition === undefined || this.#measuring.has(name)) return 0;
    this.#measuring.add(name);
    const depth = this.depthOf(definition.selectionSet);
    this.#measuring.delete(name);
    this.#fragmentDepths.set(name, depth);
    return depth;
  }
}

/** Refuses operations nested deeper than `maxDepth` (introspection fields aside). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const meter = new DepthMeter((name) => context.getFragment(name));
    return {
      OperationDefinition(operation) {
        const depth = meter.depthOf(operation.selectionSet);
        if (depth > maxDepth) {
          const name = operation.name?.value ?? 'The operation';
          context.reportError(
            tooComplex(
              `${name} is ${depth} selections deep; at most ${maxDepth} are accepted.`,
              operation,
            ),
          );
        }
      },
    };
  };
}

/**
 * Refuses documents with more than `maxFragments` fragment definitions or `maxSpreads` fragment
 * spreads: no client needs that many, and every rule that follows spreads has less to follow.
 */
export function fragmentLimitRule(maxFragments: number, maxSpreads: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let fragments = 0;
    let spreads = 0;
    return {
      FragmentDefinition() {
        fragments += 1;
      },
      FragmentSpread() {
        spreads += 1;
      },
      Document: {
        leave() {
          if (fragments > maxFragments) {
            context.reportError(
              tooComplex(
                `The document defines ${fragments} fragments; at most ${maxFragments} are accepted.`,
              ),
            );
          }
          if (spreads > maxSpreads) {
            context.reportError(
              tooComplex(
                `The document spreads fragments ${spreads} times; at most ${maxSpreads} are accepted.`,
              ),
            );
          }
        },
      },
    };
  };
}

interface CostValues {
  readonly value: number;
  readonly perItem?: string;
}

/** The `@cost(value, perItem)` of a field, read from its SDL definition. */
function costOf(directives: readonly DirectiveNode[] | undefined): CostValues | undefined {
  const node = directives?.find((directive) => directive.name.value === 'cost');
  if (node === undefined) return undefined;
  let value = 1;
  let perItem: string | undefined;
  for (const argument of node.arguments ?? []) {
    if (argument.name.value === 'value' && argument.value.kind === Kind.INT) {
      value = Number(argument.value.value);
    } else if (argument.name.value === 'perItem' && argument.value.kind === Kind.STRING) {
      perItem = argument.value.value;
    }
  }
  return perItem === undefined ? { value } : { value, perItem };
}

/** `@cost`: the field's value, plus its selection once per item of the `perItem` argument. */
export const costDirectiveEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const cost = costOf(field.astNode?.directives);
  if (cost === undefined) return undefined;
  const items: unknown = cost.perItem === undefined ? 1 : args[cost.perItem];
  const count = typeof items === 'number' && Number.isFinite(items) ? Math.max(items, 0) : 1;
  return cost.value + childComplexity * count;
};

const ESTIMATORS: ComplexityEstimator[] = [
  costDirectiveEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];

/**
 * Refuses documents costing more than `maxCost` with these `variables`. The library throws
 * (rather than reports) past its node budget: that, too, is QUERY_TOO_COMPLEX.
 */
export function costLimitRule(
  maxCost: number,
  variables: Readonly<Record<string, unknown>> | undefined,
  operationName: string | undefined,
): ValidationRule {
  const rule = createComplexityRule({
    maximumComplexity: maxCost,
    estimators: ESTIMATORS,
    // The library prices a fragment again at each spread (as it should: each spread runs), so
    // its work grows with the spreads' product; it stops (throws) after this many selections.
    // Every field priced counts at least 1, so a document within the limit has at most maxCost
    // fields: twice that leaves room for its spreads and inline fragments.
    maxQueryNodes: 2 * maxCost,
    ...(variables === undefined ? {} : { variables: { ...variables } }),
    createError: (max, actual) =>
      tooComplex(`The query costs ${Math.ceil(actual)}; at most ${max} is accepted.`),
  });
  // Only the operation that will run is priced, chosen here rather than by the library's own
  // `operationName` option, which reads `operation.name.value` and throws a TypeError on an
  // anonymous operation; a name that matches nothing is refused by execution as MALFORMED_REQUEST.
  const runs = (operation: OperationDefinitionNode) =>
    operationName === undefined || operation.name?.value === operationName;
  return (context: ValidationContext): ASTVisitor => {
    const visitor = rule(context);
    return {
      OperationDefinition: {
        enter(operation) {
          if (!runs(operation)) return;
          try {
            visitor.onOperationDefinitionEnter(operation);
          } catch (error) {
            if (!(error instanceof GraphQLError)) throw error;
            context.reportError(tooComplex(error.message, operation));
          }
        },
        leave(operation) {
          if (runs(operation)) visitor.onOperationDefinitionLeave(operation);
        },
      },
    };
  };
}

/** The fragment, depth and cost limits, for one request. */
export function limitRules(
  limits: Limits,
  variables: Readonly<Record<string, unknown>> | undefined,
  operationName: string | undefined,
): ValidationRule[] {
  return [
    fragmentLimitRule(limits.maxFragments, limits.maxSpreads),
    depthLimitRule(limits.maxDepth),
    costLimitRule(limits.maxCost, variables, operationName),
  ];
}
