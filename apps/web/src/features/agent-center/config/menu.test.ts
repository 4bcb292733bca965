import { contractKindFlag } from '@app/contract/agent-contracts';
import { describe, expect, it } from 'vitest';
import { agentMenu, visibleAgentMenu } from './menu';

describe('agent menu', () => {
  it("names each contract page's kind and flag as the contract does", () => {
    const pages = agentMenu.filter((e) => 'flag' in e);
    expect(pages.map((e) => [e.kind, e.flag])).toEqual(Object.entries(contractKindFlag));
  });

  it('shows a contract page only when its flag is on', () => {
    const all = { DIVIDEND3: true, DAILYSAL3: true, HOURSAL3: true, RTSAL3: true };
    expect(visibleAgentMenu(all)).toHaveLength(12);
    expect(visibleAgentMenu({ ...all, HOURSAL3: false, RTSAL3: false }).map((e) => e.page)).not.toContain('agentHourlySalary');
    expect(visibleAgentMenu({ DIVIDEND3: true, DAILYSAL3: true })).toHaveLength(10);
  });
});
