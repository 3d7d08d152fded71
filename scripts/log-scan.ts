// What must never stand in a process's log (decision 0165's logging rules, domain/log-rules.ts): an
// access token, a bearer header, a password the demo publishes, the text of a message that carries a
// code or a new password. `npm test` tees every process the end-to-end run starts into one file
// (STACK_LOG_FILE, scripts/stack.ts) and scans it after the run: the run signs up, recovers
// passwords, binds cards and pays, so a secret that leaks anywhere on those paths shows here.

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'an access token (JWT)', pattern: /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { name: 'a bearer header', pattern: /Bearer\s+[A-Za-z0-9._~+/-]{16,}/i },
  { name: 'a published demo password', pattern: /\b(?:demo12345|admin12345|exchange12345)\b/ },
  { name: 'a message with a code', pattern: /Код[^"\n]{0,60}:\s*\d{4,8}/i },
  { name: 'a new password', pattern: /новый пароль:\s*\S+/i },
];

export type LogLeak = { rule: string; line: number; excerpt: string };

/** Masks the middle of what matched, so the report does not repeat the secret it found. */
const mask = (s: string) => (s.length <= 8 ? '***' : `${s.slice(0, 4)}…${s.slice(-2)}`);

/** Every line of `text` that breaks a rule, with the rule's name and a masked excerpt. */
export function logLeaks(text: string): LogLeak[] {
  const leaks: LogLeak[] = [];
  text.split('\n').forEach((line, i) => {
    for (const rule of RULES) {
      const m = rule.pattern.exec(line);
      if (m) leaks.push({ rule: rule.name, line: i + 1, excerpt: line.slice(0, m.index).slice(-60) + mask(m[0]) });
    }
  });
  return leaks;
}
