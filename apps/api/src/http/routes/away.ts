/** Your time zone and vacations (issue 17 items 1 and 7): operations/away.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awayStatusSchema, startVacationBody, timeZoneBody } from '../schemas.ts';
import { errorResponses, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['accounts'];
const status = { 200: awayStatusSchema, ...errorResponses };

export const awayRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/me/away',
    {
      schema: {
        tags,
        operationId: 'getAwayStatus',
        summary: 'Your time zone, vacation bank and running vacation',
        security: requiredAuth,
        response: status,
      },
    },
    async (request) => ops.away.status(request.caller),
  );

  app.put(
    '/me/time-zone',
    {
      schema: {
        tags,
        operationId: 'setTimeZone',
        summary: 'Set your time zone (its weekends pause your clocks in games started later)',
        security: requiredAuth,
        body: timeZoneBody,
        response: status,
      },
    },
    async (request) => ops.away.setTimeZone(request.caller, request.body.timeZone),
  );

  app.post(
    '/me/vacation',
    {
      schema: {
        tags,
        operationId: 'startVacation',
        summary: 'Start a vacation: your clocks stop in every game that allows vacations',
        description:
          'Ends at `until` or when the bank runs out, whichever is first. Refused: ' +
          'VACATION_TOO_LONG, VACATION_BANK_EMPTY, ALREADY_ON_VACATION.',
        security: requiredAuth,
        body: startVacationBody,
        response: status,
      },
    },
    async (request) => ops.away.startVacation(request.caller, request.body),
  );

  app.delete(
    '/me/vacation',
    {
      schema: {
        tags,
        operationId: 'endVacation',
        summary: 'End your vacation now (NOT_ON_VACATION if none runs)',
        security: requiredAuth,
        response: status,
      },
    },
    async (request) => ops.away.endVacation(request.caller),
  );

  return Promise.resolve();
};
