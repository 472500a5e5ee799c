import { PLAN_LIMITS, UPGRADE_HINT_CODES } from '@filldeck/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { countLimitError, PLAN_REFUSALS, PlanError, type PlanRefusal, templateFieldLimitError } from './plan-errors.ts';

const free = { plan: 'free' as const, limits: PLAN_LIMITS.free, balance: 0 };

describe('plan errors', () => {
  it('take their code and status from the refusal, and each suggests upgrading', () => {
    expect(PLAN_REFUSALS).toEqual({
      limit: { code: 'PLAN_LIMIT', status: 403 },
      storage: { code: 'PLAN_LIMIT', status: 409 },
      locked: { code: 'LOCKED', status: 403 },
      credits: { code: 'INSUFFICIENT_CREDITS', status: 402 },
    });
    for (const { code } of Object.values(PLAN_REFUSALS)) expect(UPGRADE_HINT_CODES).toContain(code);
    const error = new PlanError('storage', 'full');
    expect(error).toBeInstanceOf(AppError);
    // Answered exactly like the AppError it stands for.
    expect(() => {
      throw error;
    }).toThrow(new AppError(409, 'PLAN_LIMIT', 'full'));
  });

  it('name the limit and the plan', () => {
    expect(countLimitError('template', free)).toMatchObject({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: `You have reached the template limit of ${PLAN_LIMITS.free.templates} for your plan (Free).`,
    });
    expect(templateFieldLimitError(free).message).toContain(String(PLAN_LIMITS.free.fieldsPerTemplate));
  });

  it('are answered { error, code } with their status', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/refuse/:refusal', async (request) => {
      throw new PlanError((request.params as { refusal: PlanRefusal }).refusal, 'refused');
    });
    for (const [refusal, { code, status }] of Object.entries(PLAN_REFUSALS)) {
      const answer = await app.inject({ method: 'GET', url: `/refuse/${refusal}` });
      expect(answer.statusCode, refusal).toBe(status);
      expect(answer.json()).toEqual({ error: 'refused', code });
    }
    await app.close();
  });
});
