import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  autofillUsage,
  components,
  extensionSessions,
  files,
  pendingCancellations,
  projects,
  rememberedAnswers,
  sandboxSubscriptions,
  sessions,
  templates,
  usageDaily,
  usageTotals,
  users,
} from '../../db/schema.ts';

/**
 * Everything FillDeck holds about a user, for GET /api/account/export: profile, plan and balance,
 * sign-in methods, sessions, projects, templates with their fields, components, files, remembered answers,
 * AI usage (each fill, the daily and all-time figures), and subscription records. Never a secret: no password
 * hash, session or OAuth token, token hash or idempotency key. Null when the user does not exist.
 */
export async function exportAccountData(db: Db, userId: string, now = new Date()) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      plan: users.plan,
      balance: users.balance,
      billingCycle: users.billingCycle,
      status: users.status,
      subscriptionId: users.subscriptionId,
      nextBillingTime: users.nextBillingTime,
      nextRefresh: users.nextRefresh,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const { plan, balance, billingCycle, status, subscriptionId, nextBillingTime, nextRefresh, ...profile } = user;
  const owned = <T extends { ownerUid: unknown }>(rows: T[]) => rows.map(({ ownerUid: _, ...row }) => row);

  return {
    exportedAt: now.toISOString(),
    profile,
    plan: { plan, billingCycle, status, subscriptionId, nextBillingTime, balance, nextRefresh },
    signInMethods: await db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    connectedBrowsers: await db
      .select({
        browser: extensionSessions.browser,
        createdAt: extensionSessions.createdAt,
        lastUsedAt: extensionSessions.lastUsedAt,
        expiresAt: extensionSessions.expiresAt,
      })
      .from(extensionSessions)
      .where(eq(extensionSessions.userId, userId)),
    projects: owned(
      await db.select().from(projects).where(eq(projects.ownerUid, userId)).orderBy(asc(projects.createdAt)),
    ),
    templates: owned(
      await db.select().from(templates).where(eq(templates.ownerUid, userId)).orderBy(asc(templates.createdAt)),
    ),
    components: owned(
      await db.select().from(components).where(eq(components.ownerUid, userId)).orderBy(asc(components.createdAt)),
    ),
    // The files themselves, as base64 (docs/product.md#files): at most the plan's allowance.
    files: await db
      .select({
        id: files.id,
        name: files.name,
        type: files.type,
        size: files.size,
        createdAt: files.createdAt,
        contentBase64: sql<string>`translate(encode(${files.content}, 'base64'), E'\n', '')`,
      })
      .from(files)
      .where(eq(files.ownerUid, userId))
      .orderBy(asc(files.createdAt)),
    rememberedAnswers: await db
      .select({
        id: rememberedAnswers.id,
        site: rememberedAnswers.site,
        field: rememberedAnswers.field,
        value: rememberedAnswers.value,
        createdAt: rememberedAnswers.createdAt,
        updatedAt: rememberedAnswers.updatedAt,
      })
      .from(rememberedAnswers)
      .where(eq(rememberedAnswers.ownerUid, userId))
      .orderBy(asc(rememberedAnswers.site), asc(rememberedAnswers.createdAt)),
    creditTransactions: await db
      .select({
        id: autofillUsage.id,
        timestamp: autofillUsage.timestamp,
        templateName: autofillUsage.templateName,
        model: autofillUsage.model,
        status: autofillUsage.status,
        balanceUsed: autofillUsage.balanceUsed,
        filledFields: autofillUsage.filledFields,
        promptTokens: autofillUsage.promptTokens,
        completionTokens: autofillUsage.completionTokens,
        totalTokens: autofillUsage.totalTokens,
        site: autofillUsage.site,
      })
      .from(autofillUsage)
      .where(eq(autofillUsage.userId, userId))
      .orderBy(desc(autofillUsage.timestamp), desc(autofillUsage.id)),
    usageByDay: (
      await db.select().from(usageDaily).where(eq(usageDaily.userId, userId)).orderBy(asc(usageDaily.day))
    ).map(({ userId: _, ...row }) => row),
    usageTotals: (await db.select().from(usageTotals).where(eq(usageTotals.userId, userId))).map(
      ({ userId: _, ...row }) => row,
    ),
    subscriptions: await db
      .select({
        id: sandboxSubscriptions.id,
        plan: sandboxSubscriptions.plan,
        cycle: sandboxSubscriptions.cycle,
        status: sandboxSubscriptions.status,
        createdAt: sandboxSubscriptions.createdAt,
        approvedAt: sandboxSubscriptions.approvedAt,
      })
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.userId, userId))
      .then((rows) => rows.map((row) => ({ provider: 'sandbox', ...row }))),
    pendingCancellations: await db
      .select({
        subscriptionId: pendingCancellations.subscriptionId,
        reason: pendingCancellations.reason,
        dueAt: pendingCancellations.nextAttemptAt,
      })
      .from(pendingCancellations)
      .where(eq(pendingCancellations.userId, userId)),
  };
}
