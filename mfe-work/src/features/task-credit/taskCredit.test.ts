import { describe, expect, it } from 'vitest';
import { CODES_SHOWN, mergeCodes, platformsWithCredentials } from './taskCredit';

const code = (id: number, at: string) => ({
  id: String(id),
  actorId: 'user-service:users:1',
  resourceId: '1',
  emailAddress: 'a@example.com',
  engineType: 'googleAds' as const,
  code: String(id).padStart(8, '0'),
  createdAt: at,
});
const counts = (engineType: string, total: number) => ({ engineType, available: total, occupied: 0, unverified: 0, total }) as never;

describe('task-credit panel rules', () => {
  it('lists only platforms the client has credentials on', () => {
    expect(
      platformsWithCredentials([counts('googleAds', 3), counts('googlePlay', 0)]).map((r: { engineType: string }) => r.engineType),
    ).toEqual(['googleAds']);
  });

  it('puts pushed codes first, drops a code listed and pushed twice, keeps at most 10', () => {
    const listed = [code(2, '2026-05-04T08:02:00Z'), code(1, '2026-05-04T08:01:00Z')];
    const pushed = [code(3, '2026-05-04T08:03:00Z'), code(2, '2026-05-04T08:02:00Z')];
    expect(mergeCodes(listed, pushed).map((c) => c.id)).toEqual(['3', '2', '1']);
    const many = Array.from({ length: 12 }, (_, i) => code(i + 1, `2026-05-04T08:${String(i + 10)}:00Z`));
    const merged = mergeCodes(many, []);
    expect(merged).toHaveLength(CODES_SHOWN);
    expect(merged[0]!.id).toBe('12');
  });
});
