import { captchaIdSchema } from '@app/contract/session';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { peekCaptcha } from '../../modules/accounts/captcha-store';
import { readOutbox } from '../../modules/accounts/outbox';
import { hasOperatorToken } from '../../lib/operator-token';

const outboxQuery = z.object({
  /** a phone number (+63917..., 63917... or the national number with dialCode) or an email address */
  to: z.string().trim().min(3).max(254),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export interface DevRoutesOptions {
  adminToken?: string;
  /** demo mode's outbox: the messages the sandbox SMS and email providers kept, for the operator */
  outbox: boolean;
  /** test runners only: the answer of a captcha */
  testAids: boolean;
}

/**
 * Aids of demo mode and of the test runners. The outbox holds login codes, so it answers only the operator token
 * (a page asks for it); the captcha answer exists only when a test runner set TEST_AIDS.
 */
export async function devRoutes(app: FastifyInstance, options: DevRoutesOptions) {
  if (options.outbox) {
    app.get('/dev/outbox', async (request, reply) => {
      if (!hasOperatorToken(request, options.adminToken)) {
        if (request.headers.accept?.includes('text/html')) {
          return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxPage);
        }
        throw new AppError('FORBIDDEN', { reason: 'OPERATOR_TOKEN_REQUIRED' });
      }
      const parsed = outboxQuery.safeParse(request.query);
      if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: 'to', issues: [] });
      return ok({ list: await readOutbox(app.database.db, parsed.data.to, parsed.data.limit) });
    });
  }

  if (options.testAids) {
    app.get('/dev/captcha', async (request) => {
      const id = captchaIdSchema.safeParse((request.query as { captchaId?: unknown }).captchaId);
      const answer = id.success ? await peekCaptcha(app.database.db, id.data) : null;
      if (!answer) throw new AppError('NOT_FOUND');
      return ok({ answer });
    });
  }
}

/** The operator's outbox page: asks for the operator token (kept in this tab only) and a number or address. */
const outboxPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo outbox</title><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:32px auto;padding:0 16px;color:#1b2130}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{margin-top:12px;padding:8px 16px;font:inherit}li{margin:8px 0;padding:8px;border:1px solid #ccd;border-radius:8px}
code{font-size:1.2em;font-weight:700}</style></head><body><main>
<h1>Demo outbox</h1><p>Messages the sandbox SMS and email providers kept. Operators only: the token is in the server's data folder (<code>data/admin-token</code>).</p>
<form id="f"><label for="token">Operator token</label><input id="token" type="password" autocomplete="off" required>
<label for="to">Phone number or email address</label><input id="to" required placeholder="+639171234567"><button>Show messages</button></form>
<p id="msg" role="status"></p><ul id="list"></ul></main>
<script>
const $=(id)=>document.getElementById(id);
$('token').value=sessionStorage.getItem('outboxToken')||'';
$('to').value=new URLSearchParams(location.search).get('to')||'';
$('f').addEventListener('submit',async(e)=>{e.preventDefault();sessionStorage.setItem('outboxToken',$('token').value);
const res=await fetch('/dev/outbox?to='+encodeURIComponent($('to').value),{headers:{authorization:'Bearer '+$('token').value}});
const body=await res.json();$('list').replaceChildren();
if(!body.success){$('msg').textContent=res.status===403?'Wrong operator token.':'Refused: '+body.code;return;}
$('msg').textContent=body.value.list.length+' message(s)';
for(const m of body.value.list){const li=document.createElement('li');li.textContent=new Date(m.createdAt).toLocaleString()+' '+m.channel+': '+m.body+' ';
if(m.code){const c=document.createElement('code');c.textContent=m.code;li.append(c);}$('list').append(li);}});
</script></body></html>`;
