import { deskOperatorCalls } from '@app/contract/calls/operators-desk';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The operators' support desk, /ops/support: one small page the server writes itself (no build step). The page
 * holds no data: the operator pastes their personal API key (ops_k_…) or a back-office session token (ops_s_…),
 * kept in this tab's session storage, and everything comes through the desk's operator calls (support.write; the
 * replies are signed with that operator's username) and the desk socket. Player text is only ever set as
 * textContent. English only, like the admin CLI.
 */
const style = `
:root { color-scheme: light dark; --line: #8884; --accent: #0f7a4f; font: 14px/1.45 system-ui, sans-serif; }
body { margin: 0; display: grid; grid-template-rows: auto 1fr; height: 100vh; }
header { display: flex; gap: 8px; align-items: center; padding: 8px 12px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 12px 0 0; }
main { display: grid; grid-template-columns: minmax(240px, 340px) 1fr; min-height: 0; }
#list { overflow: auto; border-right: 1px solid var(--line); margin: 0; padding: 0; list-style: none; }
#list button { all: unset; box-sizing: border-box; display: block; width: 100%; padding: 10px 12px; border-bottom: 1px solid var(--line); cursor: pointer; }
#list button[aria-current="true"] { background: #0f7a4f22; }
#list .who { font-weight: 600; } #list .meta, .meta { color: GrayText; font-size: 12px; }
.waiting { color: #fff; background: #c0392b; border-radius: 8px; padding: 0 6px; font-size: 11px; margin-left: 6px; }
#thread { display: grid; grid-template-rows: auto 1fr auto; min-height: 0; }
#thread-head { padding: 10px 12px; border-bottom: 1px solid var(--line); display: flex; justify-content: space-between; gap: 8px; }
#messages { overflow: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
.msg { max-width: 70%; padding: 8px 10px; border-radius: 10px; background: #8882; white-space: pre-wrap; overflow-wrap: anywhere; }
.msg.operator { align-self: flex-end; background: #0f7a4f33; }
.msg img { display: block; max-width: 240px; margin-top: 6px; border-radius: 6px; }
form#reply { display: flex; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--line); align-items: end; }
form#reply textarea { flex: 1; min-height: 48px; }
button.primary { background: var(--accent); color: #fff; border: 0; border-radius: 6px; padding: 6px 14px; }
#status { margin-left: auto; } .empty { padding: 24px; color: GrayText; }
`;

/** the operator calls the page makes, by name (packages/contract/src/calls/operators-desk.ts) */
const calls = Object.fromEntries(
  (['operatorDeskConversations', 'operatorDeskThread', 'operatorDeskReply', 'operatorDeskClose', 'operatorDeskAttachment'] as const).map((name) => [
    name,
    { method: deskOperatorCalls[name].method, path: deskOperatorCalls[name].path },
  ]),
);

const script = `
const $ = (id) => document.getElementById(id);
const store = window.sessionStorage;
const calls = ${JSON.stringify(calls)};
let current = null;
let socket = null;
// replies are signed with the credential's operator: the server knows whose key or session it is
const auth = () => ({ authorization: 'Bearer ' + store.getItem('deskToken') });
async function call(name, input) {
  const { method, path } = calls[name];
  const query = method === 'GET' && input ? '?' + new URLSearchParams(input).toString() : '';
  const body = method === 'POST' ? JSON.stringify(input || {}) : undefined;
  const res = await fetch(path + query, { method, headers: { ...auth(), ...(body ? { 'content-type': 'application/json' } : {}) }, body });
  const json = await res.json();
  if (!json.success) {
    // a key revoked or a session ended: ask for a credential again
    if (json.code === 'NOT_LOGGED_IN') {
      signOut();
      throw new Error('signed out: paste a key again');
    }
    throw new Error(json.code === 'FORBIDDEN' && json.value && json.value.permission ? 'FORBIDDEN: your role lacks ' + json.value.permission : json.code);
  }
  return json.value;
}
function signOut() {
  store.removeItem('deskToken');
  if (socket) { socket.onclose = null; socket.close(); socket = null; }
  $('login').hidden = false;
  $('desk').hidden = true;
}
function el(tag, props, children) {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props || {};
  Object.assign(node, rest);
  Object.assign(node.dataset, dataset || {});
  for (const child of children || []) node.append(child);
  return node;
}
const time = (ms) => new Date(ms).toLocaleString();
function setStatus(text) { $('status').textContent = text; }
async function loadList() {
  const { list } = await call('operatorDeskConversations', { status: $('filter').value });
  $('list').replaceChildren(...(list.length ? list.map((c) => el('li', {}, [el('button', { type: 'button', onclick: () => openThread(c.id), dataset: { id: String(c.id) } }, [
    el('div', { className: 'who', textContent: c.member.nickname + ' (' + c.member.username + ')' + (c.member.rankLevel > 4 ? ' · VIP' + c.member.rankLevel : '') }, c.waiting ? [el('span', { className: 'waiting', textContent: 'waiting' })] : []),
    el('div', { className: 'meta', textContent: '#' + c.id + ' · ' + c.brandId + ' · ' + c.topic + ' · ' + time(c.updatedAt) }),
    el('div', { className: 'meta', textContent: c.lastMessage ? c.lastMessage.text : '' }),
  ])])) : [el('li', { className: 'empty', textContent: 'No conversations' })]));
  markCurrent();
}
function markCurrent() {
  const buttons = [...$('list').querySelectorAll('button')];
  buttons.forEach((b) => b.setAttribute('aria-current', String(b.dataset.id === String(current))));
}
async function openThread(id) {
  current = id;
  const { conversation, list } = await call('operatorDeskThread', { conversationId: String(id) });
  $('thread-title').textContent = '#' + conversation.id + ' ' + conversation.topic + ' · ' + (conversation.member ? conversation.member.nickname + ' (' + conversation.member.username + ')' : '') + ' · ' + conversation.status;
  $('close').hidden = conversation.status !== 'open';
  $('reply').hidden = conversation.status !== 'open';
  $('messages').replaceChildren(...list.map((m) => {
    const node = el('div', { className: 'msg ' + m.author }, [el('div', { className: 'meta', textContent: (m.author === 'operator' ? (m.operatorName || 'operator') : 'member') + ' · ' + time(m.sentAt) }), el('div', { textContent: m.text })]);
    node.dataset.testid = 'desk-message';
    if (m.hasImage) call('operatorDeskAttachment', { messageId: String(m.id) }).then((file) => node.append(el('img', { src: 'data:' + file.contentType + ';base64,' + file.base64, alt: 'attachment' })), () => {});
    return node;
  }));
  $('messages').scrollTop = $('messages').scrollHeight;
  markCurrent();
}
function connect() {
  if (socket) socket.close();
  socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/ops/support');
  socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: store.getItem('deskToken') }));
  socket.onmessage = (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === 'ready') setStatus('live · signed in as ' + frame.operator);
    if (frame.type === 'support') {
      void loadList();
      if (frame.conversationId === current) void openThread(current);
    }
  };
  socket.onclose = (event) => {
    setStatus(event.code === 4403 ? 'not an operator key or session with the support desk (support.write)' : 'offline, reconnecting');
    if (event.code !== 4403) setTimeout(connect, 2000);
  };
}
async function start() {
  $('login').hidden = true;
  $('desk').hidden = false;
  try { await loadList(); connect(); } catch (error) { setStatus(String(error.message)); }
}
$('login').onsubmit = (event) => {
  event.preventDefault();
  store.setItem('deskToken', $('token').value.trim());
  void start();
};
$('filter').onchange = () => void loadList();
$('close').onclick = async () => {
  try { await call('operatorDeskClose', { conversationId: current }); await openThread(current); await loadList(); } catch (error) { setStatus('not closed: ' + error.message); }
};
const readImage = (file) => new Promise((resolve, reject) => { const r = new FileReader(); r.onload = () => resolve(r.result); r.onerror = reject; r.readAsDataURL(file); });
$('reply').onsubmit = async (event) => {
  event.preventDefault();
  const text = $('text').value.trim();
  const file = $('image').files[0];
  if (!text && !file) return;
  try {
    await call('operatorDeskReply', { conversationId: current, text, ...(file ? { image: await readImage(file) } : {}) });
    $('text').value = ''; $('image').value = '';
    await openThread(current);
  } catch (error) { setStatus('not sent: ' + error.message); }
};
if (store.getItem('deskToken')) void start();
`;

const page = (nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support desk</title><style nonce="${nonce}">${style}</style></head>
<body>
<header><h1>Support desk</h1>
<form id="login"><label>Operator API key or session token <input id="token" type="password" autocomplete="off" placeholder="ops_k_… or ops_s_…" required></label> <button class="primary">Open the desk</button></form>
<span id="desk" hidden><label>Show <select id="filter"><option value="open">open</option><option value="closed">closed</option></select></label></span>
<span id="status" role="status"></span></header>
<main><ul id="list" aria-label="Conversations"></ul>
<section id="thread" aria-label="Conversation"><div id="thread-head"><strong id="thread-title">Choose a conversation</strong><button id="close" type="button" hidden>Close conversation</button></div>
<div id="messages"></div>
<form id="reply" hidden><textarea id="text" aria-label="Reply" maxlength="1000"></textarea><input id="image" type="file" accept="image/png,image/jpeg" aria-label="Image"><button class="primary">Send reply</button></form>
</section></main>
<script nonce="${nonce}">${script}</script>
</body></html>`;

export async function deskPageRoutes(app: FastifyInstance) {
  app.get('/ops/support', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' blob: data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'`,
      )
      .send(page(nonce));
  });
}
