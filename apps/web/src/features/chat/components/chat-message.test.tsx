import type { ChatMessage } from '@app/contract/chat';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import '../locales/texts';
import { ChatMessageItem } from './chat-message';
import { unreadText } from './chat-launcher';

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 7,
  roomId: 'lobby',
  nickname: 'Team 21',
  clubLabel: { labelName: 'VIP5', color: '#ffffff', color2: '#1fbf7a', rankLevel: 5 },
  mine: false,
  text: '',
  parts: [],
  sentAt: Date.UTC(2026, 10, 25, 12, 30),
  ...overrides,
});

describe('a chat message', () => {
  it('shows markup as typed and links only the parts the server marked (the brand\'s own domain)', () => {
    const { container } = render(
      <ul>
        <ChatMessageItem
          message={message({
            parts: [
              { type: 'text', text: '<img src=x onerror=alert(1)> see ' },
              { type: 'link', text: 'https://lucky9.localhost/promotions', href: 'https://lucky9.localhost/promotions' },
              { type: 'text', text: ' not https://evil.example' },
            ],
          })}
        />
      </ul>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)> see/)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://lucky9.localhost/promotions');
    expect(screen.getByText(/not https:\/\/evil\.example/).closest('a')).toBeNull();
  });

  it('names the sender with their VIP label, and "You" on one\'s own messages', () => {
    const { rerender } = render(
      <ul>
        <ChatMessageItem message={message({ parts: [{ type: 'text', text: 'hi' }] })} />
      </ul>,
    );
    expect(screen.getByText('Team 21')).toBeTruthy();
    expect(screen.getByTestId('chat-vip').textContent).toBe('VIP5');
    rerender(
      <ul>
        <ChatMessageItem message={message({ mine: true, clubLabel: null, parts: [{ type: 'text', text: 'hi' }] })} />
      </ul>,
    );
    expect(screen.getByText(i18next.t('ch_you'))).toBeTruthy();
    expect(screen.queryByTestId('chat-vip')).toBeNull();
  });

  it('caps the unread badge at 99+', () => {
    expect([unreadText(3), unreadText(99), unreadText(100)]).toEqual(['3', '99', '99+']);
  });
});
