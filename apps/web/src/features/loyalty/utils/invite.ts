/** The invite link: the server's path (relative, e.g. /register?referralCode=AB12CD) on the site the member uses. */
export const inviteLink = (invitePath: string, origin: string) => new URL(invitePath, origin).toString();

export type ShareNetwork = 'facebook' | 'telegram' | 'whatsapp' | 'line';

/** Share pages of the networks players use (their names are the same in every language), with the link and a line of text where the network takes one. */
export function shareLinks(url: string, text: string): { network: ShareNetwork; name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const withText = encodeURIComponent(`${text} ${url}`);
  return [
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'telegram', name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}` },
    { network: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${withText}` },
    { network: 'line', name: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
  ];
}
