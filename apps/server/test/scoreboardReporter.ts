import type { UserConsoleLog } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Collects the scoreboard lines the security checks print (security.md) and, at the end of the
 * run, prints them as one block followed by a plain "N passed, N failed" line.
 */
export default class ScoreboardReporter implements Reporter {
  private readonly lines: string[] = [];

  onUserConsoleLog(log: UserConsoleLog): void {
    for (const line of log.content.split('\n')) {
      if (line.startsWith('scoreboard |')) this.lines.push(line);
    }
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
    }
    const out = process.stdout;
    if (this.lines.length > 0) {
      out.write('\nSecurity scoreboard (security.md)\n');
      for (const line of [...this.lines].sort()) out.write(`${line}\n`);
    }
    out.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
