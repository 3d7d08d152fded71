// eslint-disable-next-line @typescript-eslint/no-require-imports
const { redisUrlProblems } = require('./env-read.cjs');

describe('redisUrlProblems: what a production REDIS_URL lacks', () => {
  it('wants a password, and TLS to another host', () => {
    expect(redisUrlProblems(undefined)).toEqual([]);
    expect(redisUrlProblems('redis://127.0.0.1:6379')).toEqual([expect.stringMatching(/^REDIS_URL без пароля в production/)]);
    expect(redisUrlProblems('redis://:s3cret@127.0.0.1:6379')).toEqual([]);
    expect(redisUrlProblems('redis://:s3cret@10.0.0.7:6379')).toEqual([expect.stringMatching(/без TLS/)]);
    expect(redisUrlProblems('redis://10.0.0.7:6379')).toHaveLength(2);
    expect(redisUrlProblems('rediss://shop:s3cret@redis.internal:6380')).toEqual([]);
  });
});
