/**
 * The GraphQL resolvers are typed from the SDL (src/http/graphql/generated/resolver-types.ts,
 * ADR 0046): these cases are checked by `pnpm typecheck`, each `@ts-expect-error` and each
 * `expectTypeOf` failing the typecheck if the types stopped telling a drift apart. At run time
 * there is little to see (no resolver here is called).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Game,
  GameSummary,
  MutationResolvers,
  QueryResolvers,
  SeenResult,
  Unserved,
} from '../src/http/graphql/generated/resolver-types.ts';
import type * as Models from '../src/http/graphql/models.ts';
import type { queryAndMutationResolvers } from '../src/http/graphql/resolvers.ts';

type GameResolver = NonNullable<QueryResolvers['game']>;
type MarkSeenResolver = NonNullable<MutationResolvers['markSeen']>;

// Never read at run time: only inside resolvers that are not called.
declare const details: Models.Game;
declare const summary: Models.GameSummary;

describe('the resolvers typed from the SDL', () => {
  it('accept a resolver that answers the SDL type with its arguments', () => {
    const typed = {
      game: (_, { id }) => Promise.resolve({ ...details, gameId: id }),
    } satisfies QueryResolvers;
    expectTypeOf(typed.game).toExtend<GameResolver>();
  });

  it('refuse a return shape that lacks a field the SDL requires', () => {
    // A summary is not a Game: no inviteCode.
    expectTypeOf<() => Promise<Models.GameSummary>>().not.toExtend<GameResolver>();
    const untyped = {
      // @ts-expect-error -- Game's inviteCode is missing from the answer
      game: () => summary,
    } satisfies QueryResolvers;
    expect(Object.keys(untyped)).toEqual(['game']);
  });

  it('refuse a field of another type than the SDL says', () => {
    type StringVersion = Omit<Models.SeenResult, 'lastSeenVersion'> & { lastSeenVersion: string };
    expectTypeOf<() => StringVersion>().not.toExtend<MarkSeenResolver>();
    expectTypeOf<() => Models.SeenResult>().toExtend<MarkSeenResolver>();
    expectTypeOf<StringVersion>().not.toExtend<SeenResult>();
  });

  it('refuse an argument the SDL does not have', () => {
    const misnamed = {
      // @ts-expect-error -- game(id: ID!) has no gameId argument
      game: (_, { gameId }: { gameId: string }) => ({ ...details, gameId }),
    } satisfies QueryResolvers;
    expect(typeof misnamed.game).toBe('function');
  });

  it('refuse a resolver for a field the SDL lacks', () => {
    const extra = {
      game: () => details,
      // @ts-expect-error -- Query has no gameById
      gameById: () => details,
    } satisfies QueryResolvers;
    expect(typeof extra.gameById).toBe('function');
  });

  it("check each service type against the SDL's type it is mapped to", () => {
    expectTypeOf<Models.GameSummary>().toExtend<GameSummary>();
    expectTypeOf<Models.Game>().toExtend<Game>();
    expectTypeOf<Omit<Models.GameSummary, 'engine'>>().not.toExtend<GameSummary>();
    // Game's inviteCode is nullable: a model may leave it out in some variants, not in all.
    expectTypeOf<Unserved<Models.Game, Game>>().toBeNever();
    expectTypeOf<Unserved<Models.GameSummary, Game>>().toEqualTypeOf<'inviteCode'>();
  });

  it('have one resolver for every field of Query and Mutation', () => {
    type Built = ReturnType<typeof queryAndMutationResolvers>;
    expectTypeOf<Built['Query']>().toExtend<Required<QueryResolvers>>();
    expectTypeOf<Built['Mutation']>().toExtend<Required<MutationResolvers>>();
    expectTypeOf<Omit<Built['Query'], 'game'>>().not.toExtend<Required<QueryResolvers>>();
  });
});
