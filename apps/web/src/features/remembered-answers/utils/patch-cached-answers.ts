import type { RememberedAnswer, RememberedAnswers } from '@filldeck/shared';

/** The cached list with one answer's new value (and time); its place in the list stays. */
export function withAnswerValue(data: RememberedAnswers, answer: RememberedAnswer): RememberedAnswers {
  return {
    sites: data.sites.map((site) => ({
      ...site,
      answers: site.answers.map((a) =>
        a.id === answer.id ? { ...a, value: answer.value, updatedAt: answer.updatedAt } : a,
      ),
    })),
  };
}

/** The cached list without one answer; a site left with none goes too. */
export function withoutAnswer(data: RememberedAnswers, id: string): RememberedAnswers {
  return {
    sites: data.sites
      .map((site) => ({ ...site, answers: site.answers.filter((a) => a.id !== id) }))
      .filter((site) => site.answers.length > 0),
  };
}

/** The cached list without a site. */
export function withoutSite(data: RememberedAnswers, site: string): RememberedAnswers {
  return { sites: data.sites.filter((s) => s.site !== site) };
}
