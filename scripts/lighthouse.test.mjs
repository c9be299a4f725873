import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  auditItems,
  BUDGET,
  describeItem,
  failingAudits,
  formatFailing,
  formatRuns,
  formatTable,
  pickMedianRun,
  summarize,
  toPercent,
  unscoredReason,
} from './lighthouse.mjs';

/** A trimmed Lighthouse result: only the fields the script reads. */
function fakeLhr({ performance = 0.97, accessibility = 1, bestPractices = 1, audits = {} } = {}) {
  return {
    finalDisplayedUrl: 'http://127.0.0.1:1234/login',
    environment: { benchmarkIndex: 1234.5 },
    runWarnings: [],
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'unused-javascript', weight: 0 },
        ],
      },
      accessibility: {
        score: accessibility,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'aria-allowed-role', weight: 0 },
          { id: 'html-has-lang', weight: 7 },
        ],
      },
      'best-practices': {
        score: bestPractices,
        auditRefs: [
          { id: 'inspector-issues', weight: 1 },
          { id: 'errors-in-console', weight: 1 },
        ],
      },
    },
    audits: {
      'largest-contentful-paint': {
        title: 'Largest Contentful Paint',
        score: 1,
        scoreDisplayMode: 'numeric',
        displayValue: '1.2 s',
      },
      'total-blocking-time': {
        title: 'Total Blocking Time',
        score: 1,
        scoreDisplayMode: 'numeric',
        displayValue: '0 ms',
      },
      'unused-javascript': {
        title: 'Reduce unused JavaScript',
        score: 1,
        scoreDisplayMode: 'metricSavings',
      },
      'color-contrast': { title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
      'aria-allowed-role': {
        title: 'Allowed roles',
        score: null,
        scoreDisplayMode: 'notApplicable',
      },
      'html-has-lang': { title: 'lang', score: 1, scoreDisplayMode: 'binary' },
      'inspector-issues': { title: 'Issues', score: 1, scoreDisplayMode: 'binary' },
      'errors-in-console': { title: 'Console errors', score: 1, scoreDisplayMode: 'binary' },
      ...audits,
    },
  };
}

describe('lighthouse summary', () => {
  it('rounds scores as the report prints them, null when unscored', () => {
    assert.equal(toPercent(0.955), 96);
    assert.equal(toPercent(1), 100);
    assert.equal(toPercent(0), 0);
    assert.equal(toPercent(null), null);
    assert.equal(toPercent(undefined), null);
  });

  it('is within budget at performance 95, accessibility and best practices 100', () => {
    const summary = summarize('/login', fakeLhr({ performance: 0.95 }));
    assert.deepEqual(summary.scores, {
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
    });
    assert.equal(summary.withinBudget, true);
    assert.deepEqual(summary.misses, []);
    assert.deepEqual(summary.failing, []);
    assert.equal(summary.metrics.lcp, '1.2 s');
    assert.equal(summary.benchmarkIndex, 1234.5);
  });

  it('misses the budget one point under, and when a category has no score', () => {
    const summary = summarize(
      '/main/home',
      fakeLhr({ performance: 0.94, accessibility: 0.99, bestPractices: null }),
    );
    assert.equal(summary.withinBudget, false);
    assert.deepEqual(summary.misses, ['performance', 'accessibility', 'best-practices']);
    assert.equal(BUDGET.performance, 95);
  });

  it('lists the audits that cost points, heaviest first, with their evidence', () => {
    const lhr = fakeLhr({
      audits: {
        'total-blocking-time': {
          title: 'Total Blocking Time',
          score: 0.56,
          scoreDisplayMode: 'numeric',
          displayValue: '520 ms',
        },
        'color-contrast': {
          title: 'Contrast',
          score: 0,
          scoreDisplayMode: 'binary',
          details: {
            type: 'table',
            items: [
              { node: { selector: 'button.primary', explanation: 'ratio 3.1\nfix it' } },
              { node: { snippet: '<a href="/x">' } },
            ],
          },
        },
        'unused-javascript': {
          title: 'Reduce unused JavaScript',
          score: 0,
          scoreDisplayMode: 'metricSavings',
          details: { type: 'opportunity', items: [{ url: 'http://x/assets/index.js' }] },
        },
        // weight 0 outside performance: informational, left out
        'aria-allowed-role': { title: 'Allowed roles', score: 0, scoreDisplayMode: 'binary' },
        'errors-in-console': {
          title: 'Console errors',
          score: null,
          scoreDisplayMode: 'error',
          errorMessage: 'gatherer crashed',
        },
      },
    });
    const failing = failingAudits(lhr);
    assert.deepEqual(
      failing.map((audit) => [audit.id, audit.category, audit.weight]),
      [
        ['total-blocking-time', 'performance', 30],
        ['color-contrast', 'accessibility', 7],
        ['errors-in-console', 'best-practices', 1],
        ['unused-javascript', 'performance', 0],
      ],
    );
    assert.deepEqual(failing[1].items, ['button.primary: ratio 3.1', '<a href="/x">']);
    assert.equal(failing[2].displayValue, 'gatherer crashed');
    assert.deepEqual(failing[3].items, ['http://x/assets/index.js']);

    const text = formatFailing(summarize('/login', lhr));
    assert.match(
      text,
      /\[performance, weight 30, score 0\.56\] total-blocking-time: Total Blocking Time \(520 ms\)/,
    );
    assert.match(text, /\[best-practices, weight 1, score error\] errors-in-console/);
    assert.match(text, /^ {6}button\.primary: ratio 3\.1$/m);
  });

  it('reads evidence only from list-like details', () => {
    assert.deepEqual(auditItems({ details: { type: 'criticalrequestchain', chains: {} } }), []);
    assert.deepEqual(auditItems({ details: { type: 'table', items: { not: 'an array' } } }), []);
    assert.deepEqual(auditItems({ details: { type: 'list', items: [{ type: 'table' }] } }), []);
    assert.deepEqual(auditItems({ details: { type: 'table', items: [{ url: 'a' }] } }), [
      { url: 'a' },
    ]);
    assert.equal(describeItem({ issueType: 'Content security policy' }), 'Content security policy');
    assert.equal(describeItem(null), null);
    assert.equal(describeItem({ source: { url: 'http://x/a.js' } }), 'http://x/a.js');
    assert.equal(describeItem({ value: 42 }), null);
  });

  it('prints one row per page and flags each score under its budget', () => {
    const table = formatTable([
      summarize('/login', fakeLhr()),
      summarize('/main/home', fakeLhr({ performance: 0.44, bestPractices: 0.96 })),
    ]);
    const lines = table.split('\n');
    assert.equal(lines.length, 4);
    assert.match(lines[0], /^page\s+performance\s+accessibility\s+best-practices\s+budget$/);
    assert.match(lines[1], /≥ 95\s+≥ 100\s+≥ 100$/);
    assert.match(lines[2], /^\/login\s+97\s+100\s+100\s+ok$/);
    assert.match(
      lines[3],
      /^\/main\/home\s+44 !\s+100\s+96 !\s+MISSED \(performance, best-practices\)$/,
    );
  });

  it('says so when a page has no failing audits', () => {
    assert.equal(formatFailing(summarize('/login', fakeLhr())), '/login: no failing audits');
  });
});

describe('several runs of a page', () => {
  /** A result with the two metrics Lighthouse's median run is chosen by. */
  const timed = (performance, fcp, interactive) => {
    const lhr = fakeLhr({ performance });
    lhr.audits['first-contentful-paint'] = { numericValue: fcp };
    lhr.audits.interactive = { numericValue: interactive };
    return lhr;
  };

  it('judges the median run (closest to the median FCP and TTI), not the best or the worst', () => {
    const runs = [timed(0.97, 1900, 3000), timed(0.9, 2600, 4200), timed(0.95, 2100, 3300)];
    assert.equal(pickMedianRun(runs), runs[2]);
  });

  it('takes the only run as it is, and the first when no run has the metrics', () => {
    const only = fakeLhr();
    assert.equal(pickMedianRun([only]), only);
    const broken = [fakeLhr({ performance: 0.5 }), fakeLhr({ performance: 0.6 })];
    assert.equal(pickMedianRun(broken), broken[0]);
  });

  it('prints every run’s performance beside the median run’s', () => {
    const summary = summarize('/main/home', fakeLhr({ performance: 0.95 }));
    summary.performanceByRun = [96, 94, 95];
    assert.equal(formatRuns(summary), '  performance by run: 96, 94, 95 (median run: 95)');
    summary.performanceByRun = [95];
    assert.equal(formatRuns(summary), null);
  });

  it('explains a run without a performance score', () => {
    assert.equal(
      unscoredReason({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      }),
      'The page did not paint any content.',
    );
    const lhr = fakeLhr({ performance: null });
    lhr.audits['total-blocking-time'] = {
      score: null,
      scoreDisplayMode: 'error',
      errorMessage: 'Required traces gatherer did not run.',
    };
    assert.equal(unscoredReason(lhr), 'total-blocking-time: Required traces gatherer did not run.');
    assert.equal(unscoredReason(fakeLhr({ performance: null })), 'Lighthouse gave no reason');
  });
});
