/**
 * The help centre's articles, seeded for every brand (`seedHelpArticles`) and added by key to databases that lack
 * them. Texts name no figure an operator can change: `{{token}}`s are filled in when the help centre is read
 * (`modules/content/help-tokens.ts`) from the brand, its wallet settings, deposit channels and the responsible-gaming
 * pack in force, so an article never disagrees with the product.
 */

import type { SeedText } from './brand-texts';

export const HELP_CATEGORIES = ['deposit', 'withdrawal', 'account', 'lottery', 'games', 'promotions', 'loyalty', 'affiliate', 'responsible'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpArticleSeed {
  key: string;
  category: HelpCategory;
  /** in every language the seeds write: a brand gets its own languages' (seedHelpArticles) */
  title: SeedText;
  content: SeedText;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function article(key: string, category: HelpCategory, title: [en: string, ty: string, vi: string], content: [en: string, ty: string, vi: string]): HelpArticleSeed {
  return { key, category, title: { EN: title[0], TY: title[1], vi: title[2] }, content: { EN: content[0], TY: content[1], vi: content[2] } };
}

export const helpArticleSeeds: readonly HelpArticleSeed[] = [
  // --- deposit ---
  article('deposit-how', 'deposit', ['How do I deposit?', 'Paano mag-deposito?', 'Làm thế nào để nạp tiền?'], [
    p('Open <strong>Deposit</strong> from the header (or the member centre), choose a payment channel, enter the amount and press <strong>Deposit now</strong>.', "You pay on the provider's page, which opens in a new tab. The deposit page updates by itself when the payment arrives, and the amount goes to your main wallet.") +
      p('The channels and their limits today:') + '{{deposit_channels}}',
    p('Buksan ang <strong>Deposito</strong> sa header (o sa member centre), pumili ng payment channel, ilagay ang halaga at pindutin ang <strong>Mag-deposito na</strong>.', 'Magbabayad ka sa pahina ng provider na bubukas sa bagong tab. Kusang mag-a-update ang pahina ng deposito kapag dumating ang bayad, at mapupunta ang halaga sa iyong pangunahing wallet.') +
      p('Ang mga channel at ang kanilang limitasyon ngayon:') + '{{deposit_channels}}',
    p('Mở <strong>Nạp tiền</strong> ở đầu trang (hoặc trong trung tâm hội viên), chọn kênh thanh toán, nhập số tiền rồi bấm <strong>Nạp tiền ngay</strong>.', 'Bạn thanh toán trên trang của nhà cung cấp, mở ra trong một thẻ mới. Trang nạp tiền tự cập nhật khi khoản thanh toán đến nơi, và số tiền được cộng vào ví chính của bạn.') +
      p('Các kênh thanh toán và hạn mức của chúng hôm nay:') + '{{deposit_channels}}',
  ]),
  article('deposit-time', 'deposit', ['How long does a deposit take?', 'Gaano katagal ang deposito?', 'Nạp tiền mất bao lâu?'], [
    p('E-wallet and crypto payments usually arrive within minutes; bank transfers can take longer, depending on your bank.', 'Each deposit order stays open for <strong>{{deposit_expiry_minutes}} minutes</strong>. If no payment arrives in that time the order expires and nothing is charged: start a new deposit when you are ready.'),
    p('Karaniwang dumarating sa loob ng ilang minuto ang bayad sa e-wallet at crypto; maaaring mas matagal ang bank transfer, depende sa iyong bangko.', 'Bukas ang bawat deposit order nang <strong>{{deposit_expiry_minutes}} minuto</strong>. Kapag walang dumating na bayad sa loob nito, mag-e-expire ang order at walang sisingilin: magsimula ng bagong deposito kapag handa ka na.'),
    p('Thanh toán qua ví điện tử và tiền mã hóa thường đến trong vài phút; chuyển khoản ngân hàng có thể lâu hơn, tùy ngân hàng của bạn.', 'Mỗi lệnh nạp mở trong <strong>{{deposit_expiry_minutes}} phút</strong>. Nếu không có khoản thanh toán nào đến trong thời gian đó, lệnh sẽ hết hạn và bạn không bị trừ tiền: hãy tạo lệnh nạp mới khi bạn sẵn sàng.'),
  ]),
  article('deposit-missing', 'deposit', ['I paid but my balance did not change', 'Nagbayad ako pero hindi nagbago ang balance ko', 'Tôi đã thanh toán nhưng số dư không thay đổi'], [
    p('Check the order under <strong>Recent deposits</strong> on the deposit page or in the account record: <em>Waiting for payment</em> means the provider has not confirmed it yet, <em>Failed</em> means nothing was charged.', 'If the provider took the money but the order still waits after the order time, contact customer service with the order number and your payment receipt. Never pay the same order twice.'),
    p('Tingnan ang order sa <strong>Mga kamakailang deposito</strong> sa pahina ng deposito o sa account record: ang <em>Naghihintay ng bayad</em> ay hindi pa kinukumpirma ng provider, ang <em>Nabigo</em> ay walang siningil.', 'Kung nakuha ng provider ang pera pero naghihintay pa rin ang order pagkalipas ng oras nito, kontakin ang customer service kasama ang order number at ang resibo ng bayad. Huwag bayaran nang dalawang beses ang iisang order.'),
    p('Kiểm tra lệnh trong mục <strong>Lệnh nạp gần đây</strong> trên trang nạp tiền hoặc trong lịch sử tài khoản: <em>Đang chờ thanh toán</em> nghĩa là nhà cung cấp chưa xác nhận, <em>Thất bại</em> nghĩa là bạn không bị trừ tiền.', 'Nếu nhà cung cấp đã trừ tiền nhưng lệnh vẫn đang chờ sau thời hạn của lệnh, hãy liên hệ chăm sóc khách hàng kèm mã lệnh và biên lai thanh toán. Đừng bao giờ thanh toán một lệnh hai lần.'),
  ]),
  article('deposit-rules', 'deposit', ['Deposit rules: betting requirement, bonuses and limits', 'Mga tuntunin sa deposito: kailangang taya, bonus at limitasyon', 'Quy định nạp tiền: yêu cầu cược, tiền thưởng và hạn mức'], [
    ul(
      'Every deposit carries a <strong>betting requirement</strong>: valid bets of {{turnover_percent}} of your last deposit before you can withdraw (see Withdrawals).',
      'A first-deposit or reload promotion pays its bonus on the qualifying deposit itself; the promotion card shows the minimum deposit.',
      'If you set a deposit limit under Responsible gaming, a deposit over it is refused and the message says when the limit resets.',
      'Deposit only from payment accounts in your own name.',
    ),
    ul(
      'May <strong>kailangang taya</strong> ang bawat deposito: valid na taya na {{turnover_percent}} ng iyong huling deposito bago ka makapag-withdraw (tingnan ang Pag-withdraw).',
      'Ang promosyon sa unang deposito o reload ay nagbabayad ng bonus sa mismong kwalipikadong deposito; makikita sa card ng promosyon ang pinakamababang deposito.',
      'Kung nagtakda ka ng limitasyon sa deposito sa Responsableng paglalaro, tatanggihan ang depositong lalampas dito at sasabihin ng mensahe kung kailan ito magre-reset.',
      'Mag-deposito lamang mula sa payment account na nakapangalan sa iyo.',
    ),
    ul(
      'Mỗi lần nạp đều kèm một <strong>yêu cầu cược</strong>: cược hợp lệ bằng {{turnover_percent}} số tiền nạp gần nhất trước khi bạn có thể rút tiền (xem mục Rút tiền).',
      'Khuyến mãi nạp lần đầu hoặc nạp lại trả tiền thưởng ngay trên chính lần nạp đủ điều kiện; thẻ khuyến mãi ghi rõ số tiền nạp tối thiểu.',
      'Nếu bạn đặt giới hạn nạp trong mục Chơi có trách nhiệm, lần nạp vượt giới hạn sẽ bị từ chối và thông báo cho biết khi nào giới hạn được đặt lại.',
      'Chỉ nạp tiền từ tài khoản thanh toán đứng tên chính bạn.',
    ),
  ]),

  // --- withdrawal ---
  article('withdrawal-how', 'withdrawal', ['How do I withdraw?', 'Paano mag-withdraw?', 'Làm thế nào để rút tiền?'], [
    p('You need a <strong>payment password</strong> and a <strong>bank card</strong> (up to {{max_bank_cards}} cards), both set in the member centre.', 'Open <strong>Withdraw</strong>, choose the card, enter an amount between {{withdraw_min}} and {{withdraw_max}} and confirm with your payment password. The amount is held from your main wallet at once.') +
      p('You can make up to {{withdraw_daily_count}} withdrawals a day; some VIP levels allow more.'),
    p('Kailangan mo ng <strong>password sa pagbabayad</strong> at <strong>bank card</strong> (hanggang {{max_bank_cards}} card), na parehong itinatakda sa member centre.', 'Buksan ang <strong>Mag-withdraw</strong>, piliin ang card, ilagay ang halagang mula {{withdraw_min}} hanggang {{withdraw_max}} at kumpirmahin gamit ang password sa pagbabayad. Agad na ihihiwalay ang halaga mula sa iyong pangunahing wallet.') +
      p('Hanggang {{withdraw_daily_count}} withdrawal ang maaari bawat araw; mas marami sa ilang VIP level.'),
    p('Bạn cần có <strong>mật khẩu thanh toán</strong> và <strong>thẻ ngân hàng</strong> (tối đa {{max_bank_cards}} thẻ), cả hai đều được thiết lập trong trung tâm hội viên.', 'Mở <strong>Rút tiền</strong>, chọn thẻ, nhập số tiền từ {{withdraw_min}} đến {{withdraw_max}} rồi xác nhận bằng mật khẩu thanh toán. Số tiền được tạm giữ ngay từ ví chính của bạn.') +
      p('Bạn có thể rút tối đa {{withdraw_daily_count}} lần mỗi ngày; một số cấp VIP được rút nhiều lần hơn.'),
  ]),
  article('withdrawal-betting-requirement', 'withdrawal', ['The betting requirement: why can I not withdraw yet?', 'Ang kailangang taya: bakit hindi pa ako makapag-withdraw?', 'Yêu cầu cược: vì sao tôi chưa rút tiền được?'], [
    p('Each deposit adds a betting requirement of <strong>{{turnover_percent}}</strong> of it: your <strong>valid bets</strong> placed after it must reach that before you can withdraw. Only settled bets count; cancelled bets do not.', 'The withdrawal page shows the requirement, what you have bet and what is left. Example: after a deposit of {{withdraw_min}} you need {{withdraw_min}} × {{turnover_percent}} in valid bets.') +
      p('Money moved between members keeps its requirement: a transfer from your upline or a downline brings the part of the sender\'s requirement not yet met, and money you send takes yours with it.', 'While a <strong>bonus</strong> is active, withdrawals also wait until its wagering is met or you forfeit it (see Promotions). Money credited by the operator carries no betting requirement.'),
    p('Bawat deposito ay nagdadagdag ng kailangang taya na <strong>{{turnover_percent}}</strong> nito: ang iyong mga <strong>valid na taya</strong> pagkatapos nito ay dapat umabot doon bago ka makapag-withdraw. Mga settled na taya lamang ang bilang; hindi bilang ang mga kinanselang taya.', 'Ipinapakita ng pahina ng withdrawal ang kailangan, ang naitaya mo na at ang natitira. Halimbawa: pagkatapos ng depositong {{withdraw_min}}, kailangan mo ng {{withdraw_min}} × {{turnover_percent}} na valid na taya.') +
      p('Dala ng perang inililipat sa pagitan ng mga miyembro ang kailangang taya nito: ang transfer mula sa iyong upline o downline ay may dalang bahagi ng kailangang taya ng nagpadala na hindi pa natutugunan, at ang perang ipinapadala mo ay may dala ng sa iyo.', 'Habang may aktibong <strong>bonus</strong>, naghihintay din ang withdrawal hanggang matapos ang wagering nito o i-forfeit mo ito (tingnan ang Mga promosyon). Walang kailangang taya ang perang idinagdag ng operator.'),
    p('Mỗi lần nạp thêm một yêu cầu cược bằng <strong>{{turnover_percent}}</strong> số tiền nạp: các <strong>cược hợp lệ</strong> đặt sau lần nạp đó phải đạt mức này thì bạn mới rút được tiền. Chỉ các cược đã quyết toán mới được tính; cược bị hủy thì không.', 'Trang rút tiền hiển thị yêu cầu cược, số bạn đã cược và phần còn lại. Ví dụ: sau lần nạp {{withdraw_min}}, bạn cần {{withdraw_min}} × {{turnover_percent}} tiền cược hợp lệ.') +
      p('Tiền chuyển giữa các hội viên mang theo yêu cầu cược của nó: khoản chuyển từ tuyến trên hoặc tuyến dưới mang theo phần yêu cầu cược chưa hoàn thành của người gửi, và tiền bạn gửi đi cũng mang theo phần của bạn.', 'Khi đang có <strong>tiền thưởng</strong> hoạt động, lệnh rút cũng phải chờ đến khi hoàn thành yêu cầu cược của tiền thưởng hoặc bạn hủy bỏ nó (xem mục Khuyến mãi). Tiền do nhà cái cộng vào không kèm yêu cầu cược.'),
  ]),
  article('withdrawal-status', 'withdrawal', ['Withdrawal statuses and confirming receipt', 'Mga status ng withdrawal at pagkumpirma ng pagtanggap', 'Trạng thái lệnh rút và xác nhận đã nhận tiền'], [
    ul(
      '<strong>Requested</strong>: we are reviewing it for your security.',
      '<strong>Approved</strong> then <strong>Paid out</strong>: the money is on its way to your card.',
      '<strong>Rejected</strong>: the amount is returned to your main wallet, with the reason in your messages.',
    ) + p('Once paid out, press <strong>Confirm receipt</strong> and answer Received, Not received or Partly received (with a screenshot). Without an answer it counts as received after {{auto_receive_minutes}} minutes.'),
    ul(
      '<strong>Hiniling</strong>: sinusuri namin ito para sa iyong seguridad.',
      '<strong>Inaprubahan</strong> at <strong>Naibayad</strong>: papunta na ang pera sa iyong card.',
      '<strong>Tinanggihan</strong>: ibinabalik ang halaga sa iyong pangunahing wallet, kasama ang dahilan sa iyong mga mensahe.',
    ) + p('Kapag naibayad na, pindutin ang <strong>Kumpirmahin ang pagtanggap</strong> at sagutin ang Natanggap, Hindi natanggap o Bahagyang natanggap (may screenshot). Kung walang sagot, ituturing itong natanggap pagkalipas ng {{auto_receive_minutes}} minuto.'),
    ul(
      '<strong>Đã gửi yêu cầu</strong>: chúng tôi đang kiểm tra để bảo vệ an toàn cho bạn.',
      '<strong>Đã duyệt</strong> rồi <strong>Đã chi trả</strong>: tiền đang được chuyển đến thẻ của bạn.',
      '<strong>Bị từ chối</strong>: số tiền được hoàn về ví chính của bạn, kèm lý do trong mục Tin nhắn.',
    ) + p('Khi lệnh đã được chi trả, bấm <strong>Xác nhận đã nhận tiền</strong> và chọn Đã nhận, Chưa nhận được hoặc Nhận một phần (kèm ảnh chụp màn hình). Nếu bạn không trả lời, lệnh được tính là đã nhận sau {{auto_receive_minutes}} phút.'),
  ]),
  article('withdrawal-not-received', 'withdrawal', ['The money did not arrive', 'Hindi dumating ang pera', 'Tôi chưa nhận được tiền'], [
    p('Answer <strong>Not received</strong> (or <strong>Partly received</strong> with the amount that arrived) on the withdrawal, with a screenshot of your bank account.', 'Our team checks the payout and refunds what is missing to your main wallet. Check that the bank card details are right: a payout to a wrong account number cannot always be recovered.'),
    p('Sagutin ang <strong>Hindi natanggap</strong> (o <strong>Bahagyang natanggap</strong> kasama ang halagang dumating) sa withdrawal, may screenshot ng iyong bank account.', 'Susuriin ng aming team ang bayad at ibabalik sa iyong pangunahing wallet ang kulang. Tiyaking tama ang detalye ng bank card: hindi laging mababawi ang bayad sa maling account number.'),
    p('Chọn <strong>Chưa nhận được</strong> (hoặc <strong>Nhận một phần</strong> kèm số tiền đã đến) trên lệnh rút, kèm ảnh chụp màn hình tài khoản ngân hàng của bạn.', 'Đội ngũ của chúng tôi sẽ kiểm tra khoản chi trả và hoàn phần còn thiếu vào ví chính của bạn. Hãy kiểm tra kỹ thông tin thẻ ngân hàng: khoản chi trả đến sai số tài khoản không phải lúc nào cũng lấy lại được.'),
  ]),

  // --- account and security ---
  article('account-create', 'account', ['How do I create an account?', 'Paano ako gagawa ng account?', 'Làm thế nào để tạo tài khoản?'], [
    p('Press <strong>Register</strong> and sign up with a username or, where offered, your mobile number with an SMS code. Set a password, give your date of birth and accept the terms: players must be {{rg_min_age}} or older.', 'Got an invitation or affiliate code? Enter it when you register: it places your account under that agent and cannot be changed later. One account per person.'),
    p('Pindutin ang <strong>Magrehistro</strong> at mag-sign up gamit ang username o, kung available, ang iyong mobile number na may SMS code. Maglagay ng password, ibigay ang petsa ng kapanganakan at tanggapin ang mga tuntunin: dapat {{rg_min_age}} taong gulang pataas.', 'May invitation o affiliate code ka? Ilagay ito sa pagrehistro: inilalagay nito ang iyong account sa ilalim ng agent na iyon at hindi na mababago. Isang account bawat tao.'),
    p('Bấm <strong>Đăng ký</strong> và đăng ký bằng tên đăng nhập hoặc, nếu có, bằng số điện thoại kèm mã SMS. Đặt mật khẩu, nhập ngày sinh và đồng ý với điều khoản: người chơi phải từ {{rg_min_age}} tuổi trở lên.', 'Bạn có mã mời hoặc mã đại lý? Hãy nhập khi đăng ký: mã này đưa tài khoản của bạn vào tuyến dưới của đại lý đó và không thể thay đổi về sau. Mỗi người chỉ được một tài khoản.'),
  ]),
  article('account-password', 'account', ['Forgot or change my password', 'Nakalimutan o papalitan ang password', 'Quên hoặc đổi mật khẩu'], [
    p('On the login dialog press <strong>Forgot password</strong> and reset it by email or, where offered, by mobile number. Logged in, change it under the member centre\'s security centre.', 'The site may ask you to choose a new password after a while: it is for your safety. Use a password you use nowhere else.'),
    p('Sa login dialog, pindutin ang <strong>Nakalimutan ang password</strong> at i-reset ito sa email o, kung available, sa mobile number. Kapag naka-login, palitan ito sa security centre ng member centre.', 'Maaaring hilingin ng site na pumili ka ng bagong password pagkalipas ng ilang panahon: para ito sa iyong kaligtasan. Gumamit ng password na hindi mo ginagamit sa iba.'),
    p('Trong hộp thoại đăng nhập, bấm <strong>Quên mật khẩu</strong> và đặt lại bằng email hoặc, nếu có, bằng số điện thoại. Khi đã đăng nhập, bạn đổi mật khẩu trong mục Bảo mật tài khoản của trung tâm hội viên.', 'Sau một thời gian, trang có thể yêu cầu bạn chọn mật khẩu mới: điều này nhằm bảo vệ bạn. Hãy dùng mật khẩu mà bạn không dùng ở bất kỳ nơi nào khác.'),
  ]),
  article('account-payment-password', 'account', ['Payment password and bank cards', 'Password sa pagbabayad at mga bank card', 'Mật khẩu thanh toán và thẻ ngân hàng'], [
    p('The <strong>payment password</strong> is separate from your login password. It confirms withdrawals, new bank cards, points-mall redemptions and transfers to your upline. After 5 wrong tries within an hour, payments are locked for at least 15 minutes.', 'Bind up to {{max_bank_cards}} bank cards in your own name in the security centre; withdrawals are paid only to a bound card.'),
    p('Iba ang <strong>password sa pagbabayad</strong> sa password mo sa pag-login. Kinukumpirma nito ang mga withdrawal, bagong bank card, redemption sa points mall at paglipat sa iyong upline. Pagkatapos ng 5 maling subok sa loob ng isang oras, ila-lock ang mga bayad nang hindi bababa sa 15 minuto.', 'Mag-bind ng hanggang {{max_bank_cards}} bank card na nakapangalan sa iyo sa security centre; sa naka-bind na card lamang ibinabayad ang withdrawal.'),
    p('<strong>Mật khẩu thanh toán</strong> khác với mật khẩu đăng nhập. Nó dùng để xác nhận lệnh rút tiền, thẻ ngân hàng mới, đổi quà trong cửa hàng điểm thưởng và chuyển tiền cho tuyến trên. Sau 5 lần nhập sai trong vòng một giờ, chức năng thanh toán bị khóa ít nhất 15 phút.', 'Liên kết tối đa {{max_bank_cards}} thẻ ngân hàng đứng tên bạn trong mục Bảo mật tài khoản; tiền rút chỉ được chi trả vào thẻ đã liên kết.'),
  ]),
  article('account-security', 'account', ['Keeping your account safe', 'Pag-iingat sa iyong account', 'Giữ an toàn cho tài khoản'], [
    ul(
      'Our staff never ask for your passwords or SMS codes.',
      'Log out on shared devices. Resetting your password logs out every device.',
      'Your profile, phone and email are in the member centre; a verified phone or email helps us return the account to you.',
      'Platform messages tell you about deposits, withdrawals and VIP changes: read them under Messages.',
    ),
    ul(
      'Hindi kailanman hihingin ng aming staff ang iyong password o SMS code.',
      'Mag-log out sa mga shared device. Ang pag-reset ng password ay nagla-log out sa lahat ng device.',
      'Nasa member centre ang iyong profile, telepono at email; tinutulungan kami ng verified na telepono o email na maibalik sa iyo ang account.',
      'Sinasabi sa iyo ng mga platform message ang tungkol sa deposito, withdrawal at pagbabago ng VIP: basahin ang mga ito sa Mga mensahe.',
    ),
    ul(
      'Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã SMS của bạn.',
      'Hãy đăng xuất trên thiết bị dùng chung. Đặt lại mật khẩu sẽ đăng xuất mọi thiết bị.',
      'Hồ sơ, số điện thoại và email của bạn nằm trong trung tâm hội viên; số điện thoại hoặc email đã xác minh giúp chúng tôi trả lại tài khoản cho bạn khi cần.',
      'Thông báo hệ thống báo cho bạn về nạp tiền, rút tiền và thay đổi VIP: hãy đọc trong mục Tin nhắn.',
    ),
  ]),

  // --- lottery ---
  article('lottery-draws', 'lottery', ['How a draw works', 'Paano gumagana ang draw', 'Kỳ quay diễn ra như thế nào'], [
    p('Each lottery game draws on a schedule in Vietnam time (UTC+7): the South at 16:15, the Central region at 17:15 and the North at 18:15, each province on its own days; Hồ Chí Minh VIP every 5 minutes and Fast 5D every 1, 3 or 5 minutes.', 'The result is made from a secret seed whose fingerprint (SHA-256) is published when the draw opens and the seed itself after the draw, so anyone can check that the numbers were fixed before betting closed.'),
    p('Bawat laro ng lotto ay may iskedyul sa oras ng Vietnam (UTC+7): ang South sa 16:15, ang Central sa 17:15 at ang North sa 18:15, bawat probinsya sa sarili nitong mga araw; ang Hồ Chí Minh VIP bawat 5 minuto at ang Fast 5D bawat 1, 3 o 5 minuto.', 'Ginagawa ang resulta mula sa lihim na seed na ang fingerprint (SHA-256) ay inilalabas pagbukas ng draw at ang mismong seed pagkatapos ng draw, kaya masusuri ng sinuman na naitakda na ang mga numero bago nagsara ang pagtaya.'),
    p('Mỗi trò xổ số quay theo lịch giờ Việt Nam (UTC+7): miền Nam lúc 16:15, miền Trung lúc 17:15 và miền Bắc lúc 18:15, mỗi tỉnh vào các ngày riêng của mình; Hồ Chí Minh VIP mỗi 5 phút và Fast 5D mỗi 1, 3 hoặc 5 phút.', 'Kết quả được tạo từ một seed bí mật; dấu vân tay (SHA-256) của seed được công bố khi kỳ quay mở và chính seed được công bố sau kỳ quay, nên ai cũng có thể kiểm tra rằng các con số đã được cố định trước khi đóng cược.'),
  ]),
  article('lottery-bet-types', 'lottery', ['Bet types', 'Mga uri ng taya', 'Các kiểu cược'], [
    p('Vietnamese draws (North: 27 prize numbers, South and Central: 18):') +
      ul(
        '<strong>Lô 2 / Lô 3</strong>: a 2- or 3-digit number against the last digits of every prize number; it pays once for each prize ending in it.',
        '<strong>Đề</strong> and <strong>Đề first prize</strong>: the last 2 digits of the special or the first prize.',
        '<strong>Ba càng</strong>: the last 3 digits of the special prize.',
        '<strong>Xiên 2, 3, 4</strong>: every pair (three, four) of your numbers is a bet that wins when all of them come among the lô results.',
      ) +
      p('Fast 5D: five digits 0-9. <strong>Big/small</strong> and <strong>odd/even</strong> on the sum (0-22 small, 23-45 big) or on the last digit (0-4 small, 5-9 big).', 'The bet slip shows the odds, the number of bets, the total stake and the potential win before you confirm. A winning bet returns stake × odds.'),
    p('Mga draw ng Vietnam (North: 27 numero ng premyo, South at Central: 18):') +
      ul(
        '<strong>Lô 2 / Lô 3</strong>: numerong 2 o 3 digit laban sa huling digit ng bawat numero ng premyo; nagbabayad ito nang isang beses sa bawat premyong nagtatapos dito.',
        '<strong>Đề</strong> at <strong>Đề unang premyo</strong>: ang huling 2 digit ng special o ng unang premyo.',
        '<strong>Ba càng</strong>: ang huling 3 digit ng special na premyo.',
        '<strong>Xiên 2, 3, 4</strong>: bawat pares (tatlo, apat) ng iyong mga numero ay isang taya na panalo kapag lahat ay lumabas sa mga resulta ng lô.',
      ) +
      p('Fast 5D: limang digit 0-9. <strong>Malaki/maliit</strong> at <strong>odd/even</strong> sa kabuuan (0-22 maliit, 23-45 malaki) o sa huling digit (0-4 maliit, 5-9 malaki).', 'Ipinapakita ng bet slip ang odds, ang bilang ng taya, ang kabuuang taya at ang posibleng panalo bago ka magkumpirma. Ang panalong taya ay nagbabalik ng taya × odds.'),
    p('Xổ số Việt Nam (miền Bắc: 27 giải, miền Nam và miền Trung: 18 giải):') +
      ul(
        '<strong>Lô 2 / Lô 3</strong>: một số 2 hoặc 3 chữ số so với các chữ số cuối của mọi giải; mỗi giải có đuôi trùng được trả thưởng một lần.',
        '<strong>Đề</strong> và <strong>Đề giải nhất</strong>: 2 chữ số cuối của giải đặc biệt hoặc giải nhất.',
        '<strong>Ba càng</strong>: 3 chữ số cuối của giải đặc biệt.',
        '<strong>Xiên 2, 3, 4</strong>: mỗi cặp (bộ ba, bộ bốn) số của bạn là một cược, thắng khi tất cả đều về trong kết quả lô.',
      ) +
      p('Fast 5D: năm chữ số từ 0 đến 9. <strong>Tài/xỉu</strong> và <strong>chẵn/lẻ</strong> theo tổng (0-22 xỉu, 23-45 tài) hoặc theo chữ số cuối (0-4 xỉu, 5-9 tài).', 'Phiếu cược hiển thị tỷ lệ cược, số lượng cược, tổng tiền cược và tiền thắng dự kiến trước khi bạn xác nhận. Cược thắng được trả tiền cược × tỷ lệ cược.'),
  ]),
  article('lottery-closing', 'lottery', ['When does betting close?', 'Kailan nagsasara ang pagtaya?', 'Khi nào đóng cược?'], [
    p('Regional Vietnamese draws stop taking bets 30 seconds before the draw time; fast games 5 to 15 seconds before. The bet slip counts down to the close.', 'A ticket sent after the close is refused and nothing is taken from your balance: bet again on the next draw. The stake per bet starts at the bet slip\'s minimum; the odds are fixed when you place the ticket.'),
    p('Humihinto ang pagtanggap ng taya sa mga rehiyonal na draw ng Vietnam 30 segundo bago ang oras ng draw; sa mabibilis na laro, 5 hanggang 15 segundo bago. Nagbibilang pababa ang bet slip hanggang sa pagsasara.', 'Tinatanggihan ang ticket na ipinadala pagkatapos ng pagsasara at walang kinukuha sa iyong balance: tumaya muli sa susunod na draw. Nagsisimula ang taya bawat bet sa minimum ng bet slip; naitatakda ang odds pagkalagay mo ng ticket.'),
    p('Các kỳ quay xổ số khu vực ngừng nhận cược 30 giây trước giờ quay; các trò quay nhanh ngừng nhận cược từ 5 đến 15 giây trước. Phiếu cược đếm ngược đến lúc đóng cược.', 'Vé gửi sau khi đóng cược sẽ bị từ chối và số dư của bạn không bị trừ: hãy cược lại ở kỳ tiếp theo. Tiền cược mỗi lượt bắt đầu từ mức tối thiểu của phiếu cược; tỷ lệ cược được cố định khi bạn đặt vé.'),
  ]),
  article('lottery-results', 'lottery', ['Results and winnings', 'Mga resulta at panalo', 'Kết quả và tiền thắng'], [
    p('Results appear in the lottery lobby and its history as soon as the draw is made. Winning tickets are paid to your wallet automatically within moments; you do not need to claim anything.', 'Your tickets, their status and payouts are in the betting record of the member centre.'),
    p('Lumalabas ang mga resulta sa lottery lobby at sa history nito sa sandaling magawa ang draw. Kusang ibinabayad sa iyong wallet ang mga panalong ticket sa loob ng ilang sandali; hindi mo kailangang mag-claim.', 'Nasa betting record ng member centre ang iyong mga ticket, ang status at ang bayad sa mga ito.'),
    p('Kết quả xuất hiện trong sảnh xổ số và lịch sử ngay khi kỳ quay diễn ra. Vé trúng được tự động trả thưởng vào ví của bạn chỉ trong giây lát; bạn không cần yêu cầu nhận thưởng.', 'Các vé của bạn, trạng thái và tiền thưởng của chúng có trong lịch sử cược ở trung tâm hội viên.'),
  ]),
  article('lottery-cancelled', 'lottery', ['Cancelled tickets', 'Mga kinanselang ticket', 'Vé bị hủy'], [
    p('A placed ticket cannot be withdrawn by the player. If a draw is cancelled before its result (for example after a technical problem), every ticket on it is cancelled and its full stake refunded automatically.', 'A cancelled ticket shows as <em>Cancelled</em> in the betting record. It does not count towards the betting requirement, missions or VIP progress, nor towards your wager and loss limits.'),
    p('Hindi maaaring bawiin ng manlalaro ang nailagay na ticket. Kung kinansela ang isang draw bago ang resulta nito (halimbawa dahil sa teknikal na problema), kinakansela ang bawat ticket dito at kusang ibinabalik ang buong taya.', 'Lumalabas bilang <em>Kinansela</em> ang ticket sa betting record. Hindi ito bilang sa kailangang taya, sa mga misyon o sa pag-usad ng VIP, at hindi rin sa iyong limitasyon sa taya at talo.'),
    p('Người chơi không thể rút lại vé đã đặt. Nếu một kỳ quay bị hủy trước khi có kết quả (ví dụ do sự cố kỹ thuật), mọi vé của kỳ đó đều bị hủy và được hoàn lại toàn bộ tiền cược một cách tự động.', 'Vé bị hủy hiển thị là <em>Đã hủy</em> trong lịch sử cược. Vé này không được tính vào yêu cầu cược, nhiệm vụ hay tiến độ VIP, cũng không tính vào giới hạn cược và giới hạn thua của bạn.'),
  ]),

  // --- games ---
  article('games-launch', 'games', ['Starting a game', 'Pagsisimula ng laro', 'Bắt đầu một trò chơi'], [
    p('Choose a category in the menu (slots, live casino, fishing, sports, cards, esports), pick a provider or a game and press <strong>Play now</strong>. You need to be logged in with a registered account; the free demo plays our in-house games with play money.', 'Mark favourites with the heart to find them again under Favourites. If a game does not load, reload the page or try another browser before contacting customer service.'),
    p('Pumili ng kategorya sa menu (slots, live casino, pangingisda, sports, baraha, esports), pumili ng provider o laro at pindutin ang <strong>Maglaro na</strong>. Kailangan mong naka-login sa rehistradong account; ang libreng demo ay naglalaro ng aming in-house na laro gamit ang play money.', 'Markahan ang mga paborito gamit ang puso para makita muli sa Mga paborito. Kung hindi mag-load ang laro, i-reload ang pahina o sumubok ng ibang browser bago kontakin ang customer service.'),
    p('Chọn một danh mục trong menu (nổ hũ, casino trực tuyến, bắn cá, thể thao, game bài, thể thao điện tử), chọn nhà cung cấp hoặc trò chơi rồi bấm <strong>Chơi ngay</strong>. Bạn cần đăng nhập bằng tài khoản đã đăng ký; bản chơi thử miễn phí dùng tiền ảo cho các trò chơi độc quyền của chúng tôi.', 'Đánh dấu trò chơi yêu thích bằng biểu tượng trái tim để tìm lại trong mục Yêu thích. Nếu trò chơi không tải được, hãy tải lại trang hoặc thử trình duyệt khác trước khi liên hệ chăm sóc khách hàng.'),
  ]),
  article('games-maintenance', 'games', ['A game is under maintenance', 'Nasa maintenance ang isang laro', 'Trò chơi đang bảo trì'], [
    p('When a game or its provider is under maintenance it cannot be started, and we suggest popular games instead. A round that was already running still settles: your stake and any win are not lost.', 'Scheduled maintenance is announced under Announcements.'),
    p('Kapag nasa maintenance ang isang laro o ang provider nito, hindi ito masisimulan, at magmumungkahi kami ng mga sikat na laro. Natatapos pa rin ang round na tumatakbo na: hindi nawawala ang iyong taya at anumang panalo.', 'Inaanunsyo sa Mga anunsyo ang nakatakdang maintenance.'),
    p('Khi một trò chơi hoặc nhà cung cấp đang bảo trì, bạn không thể bắt đầu trò chơi đó và chúng tôi sẽ gợi ý các trò chơi phổ biến khác. Ván đang diễn ra vẫn được quyết toán: tiền cược và tiền thắng của bạn không bị mất.', 'Lịch bảo trì được thông báo trong mục Thông báo.'),
  ]),
  article('games-wallets', 'games', ['Game wallets and transfers', 'Mga wallet ng laro at paglilipat', 'Ví trò chơi và chuyển tiền'], [
    p('Most games play straight from your main wallet. Some providers keep their own <strong>game wallet</strong>: move money to it under <strong>Transfer between wallets</strong> in the member centre before you play, and back afterwards.', '<strong>Recall all to main</strong> brings every game wallet back in one step. Bonus money stays in the main site and is never moved to a game wallet. Money moved into a game wallet counts towards your wager and loss limits.'),
    p('Karamihan ng laro ay direktang gumagamit ng iyong pangunahing wallet. May ilang provider na may sariling <strong>wallet ng laro</strong>: maglipat dito sa <strong>Maglipat sa pagitan ng mga wallet</strong> sa member centre bago maglaro, at ibalik pagkatapos.', 'Ibinabalik ng <strong>Ibalik lahat sa pangunahin</strong> ang bawat wallet ng laro nang sabay-sabay. Nananatili sa site ang bonus at hindi kailanman inililipat sa wallet ng laro. Bilang sa iyong limitasyon sa taya at talo ang perang inilipat sa wallet ng laro.'),
    p('Phần lớn trò chơi dùng trực tiếp ví chính của bạn. Một số nhà cung cấp có <strong>ví trò chơi</strong> riêng: hãy chuyển tiền vào đó trong mục <strong>Chuyển tiền giữa các ví</strong> ở trung tâm hội viên trước khi chơi, và chuyển về sau khi chơi xong.', '<strong>Thu hồi tất cả về ví chính</strong> đưa tiền ở mọi ví trò chơi về trong một bước. Tiền thưởng luôn ở lại trang chính và không bao giờ được chuyển sang ví trò chơi. Tiền chuyển vào ví trò chơi được tính vào giới hạn cược và giới hạn thua của bạn.'),
  ]),
  article('games-fair', 'games', ['Fair play and game records', 'Patas na laro at mga rekord ng laro', 'Chơi công bằng và lịch sử trò chơi'], [
    p('Every bet and its result is in the betting record; the profit and loss page sums them per game type and period.', 'In-house games and the lottery publish the fingerprint of each result before you bet and the seed afterwards, so results can be checked. Provider games are certified by their providers.'),
    p('Nasa betting record ang bawat taya at ang resulta nito; pinagsasama ng pahina ng kita at talo ang mga ito bawat uri ng laro at panahon.', 'Inilalabas ng mga in-house na laro at ng lotto ang fingerprint ng bawat resulta bago ka tumaya at ang seed pagkatapos, kaya masusuri ang mga resulta. Sertipikado ng kanilang provider ang mga laro ng provider.'),
    p('Mọi lượt cược và kết quả của nó đều có trong lịch sử cược; trang lãi lỗ tổng hợp chúng theo loại trò chơi và theo kỳ.', 'Các trò chơi độc quyền và xổ số công bố dấu vân tay của từng kết quả trước khi bạn cược và seed sau đó, nên kết quả có thể được kiểm tra. Trò chơi của các nhà cung cấp do chính nhà cung cấp chứng nhận.'),
  ]),

  // --- promotions and bonuses ---
  article('promotions-join', 'promotions', ['How do promotions work?', 'Paano gumagana ang mga promosyon?', 'Khuyến mãi hoạt động như thế nào?'], [
    p('Open <strong>Promotions</strong> to see every current offer. Each card shows exactly what it pays and what you need to do: some are automatic (sign-up, first deposit, cashback), some need you to join first, and some are claimed once you qualify.', 'Cash rewards (cashback, rebate) go straight to your main wallet. Other rewards are <strong>bonus money</strong> with a wagering requirement.'),
    p('Buksan ang <strong>Mga promosyon</strong> para makita ang bawat kasalukuyang alok. Ipinapakita ng bawat card kung magkano ang ibinabayad at ano ang kailangan mong gawin: awtomatiko ang ilan (sign-up, unang deposito, cashback), ang ilan ay kailangang salihan muna, at ang ilan ay kine-claim kapag kwalipikado ka na.', 'Direktang napupunta sa iyong pangunahing wallet ang cash na gantimpala (cashback, rebate). Ang iba ay <strong>bonus</strong> na may wagering requirement.'),
    p('Mở <strong>Khuyến mãi</strong> để xem mọi ưu đãi hiện có. Mỗi thẻ ghi rõ bạn nhận được bao nhiêu và cần làm gì: có ưu đãi tự động (đăng ký, nạp lần đầu, hoàn tiền), có ưu đãi cần tham gia trước, và có ưu đãi được nhận khi bạn đủ điều kiện.', 'Phần thưởng tiền mặt (hoàn tiền, hoàn trả) được cộng thẳng vào ví chính. Các phần thưởng khác là <strong>tiền thưởng</strong> kèm yêu cầu cược.'),
  ]),
  article('promotions-wagering', 'promotions', ['Wagering: when can I withdraw bonus money?', 'Wagering: kailan ko mawi-withdraw ang bonus?', 'Yêu cầu cược: khi nào tôi rút được tiền thưởng?'], [
    p('A bonus sits in its own bonus wallet: you can play with it at once, but it is not withdrawable until its <strong>wagering</strong> is met. The requirement is a multiple of the bonus (or of bonus plus deposit), shown on the promotion and under Bonus details.', 'Your stakes count towards it at the weight of each game type (for example slots 100%, live casino 20%, lottery 10%). Your own money is used first. When the wagering is met the bonus is <strong>released</strong> to your main wallet and can be withdrawn like any other money.'),
    p('Nasa sariling bonus wallet ang bonus: malalaro mo ito agad, pero hindi ito mawi-withdraw hanggang matapos ang <strong>wagering</strong> nito. Ang kailangan ay ilang ulit ng bonus (o ng bonus at deposito), na makikita sa promosyon at sa Mga detalye ng bonus.', 'Bilang ang iyong mga taya ayon sa timbang ng bawat uri ng laro (halimbawa slots 100%, live casino 20%, lotto 10%). Unang ginagamit ang sarili mong pera. Kapag natapos ang wagering, <strong>ilalabas</strong> ang bonus sa iyong pangunahing wallet at mawi-withdraw ito tulad ng ibang pera.'),
    p('Tiền thưởng nằm trong ví thưởng riêng: bạn có thể dùng để chơi ngay, nhưng chưa rút được cho đến khi hoàn thành <strong>yêu cầu cược</strong>. Yêu cầu này là một bội số của tiền thưởng (hoặc của tiền thưởng cộng tiền nạp), được ghi trên khuyến mãi và trong mục Chi tiết tiền thưởng.', 'Tiền cược của bạn được tính theo tỷ trọng của từng loại trò chơi (ví dụ nổ hũ 100%, casino trực tuyến 20%, xổ số 10%). Tiền của chính bạn được dùng trước. Khi hoàn thành yêu cầu cược, tiền thưởng được <strong>giải phóng</strong> vào ví chính và có thể rút như mọi khoản tiền khác.'),
  ]),
  article('promotions-bonus-rules', 'promotions', ['Rules while a bonus is active', 'Mga tuntunin habang may aktibong bonus', 'Quy định khi đang có tiền thưởng'], [
    ul(
      'No single stake may exceed the bonus\'s maximum bet.',
      'Withdrawals and transfers to your upline wait until the wagering is met or you forfeit the bonus.',
      'You may <strong>forfeit</strong> a bonus at any time under Bonus details: its remaining balance is removed and withdrawals open again.',
      'A bonus not wagered by its expiry date ends the same way.',
      'Game wallets of transfer providers never use bonus money.',
    ),
    ul(
      'Walang iisang taya na maaaring lumampas sa maximum bet ng bonus.',
      'Naghihintay ang mga withdrawal at paglipat sa upline hanggang matapos ang wagering o i-forfeit mo ang bonus.',
      'Maaari mong i-<strong>forfeit</strong> ang bonus anumang oras sa Mga detalye ng bonus: aalisin ang natitirang balance nito at bubukas muli ang withdrawal.',
      'Ganoon din nagtatapos ang bonus na hindi natapos ang wagering bago ang expiry nito.',
      'Hindi kailanman gumagamit ng bonus ang mga wallet ng laro ng transfer provider.',
    ),
    ul(
      'Không lượt cược nào được vượt quá mức cược tối đa của tiền thưởng.',
      'Lệnh rút tiền và chuyển tiền cho tuyến trên phải chờ đến khi hoàn thành yêu cầu cược hoặc bạn hủy bỏ tiền thưởng.',
      'Bạn có thể <strong>hủy bỏ</strong> tiền thưởng bất cứ lúc nào trong mục Chi tiết tiền thưởng: số dư còn lại của nó bị xóa và bạn có thể rút tiền trở lại.',
      'Tiền thưởng chưa hoàn thành yêu cầu cược khi hết hạn cũng kết thúc theo cách đó.',
      'Ví trò chơi của các nhà cung cấp dùng ví riêng không bao giờ sử dụng tiền thưởng.',
    ),
  ]),
  article('promotions-rebate', 'promotions', ['Rebate and cashback', 'Rebate at cashback', 'Hoàn trả và hoàn tiền'], [
    p('<strong>Rebate</strong>: claim a share of your valid turnover since your last claim any time under Manual rebate in the member centre; higher VIP levels get a higher rate.', '<strong>Cashback</strong>: a share of your net loss over a period is paid automatically after the period ends, up to the cap the promotion shows. Both are paid as cash, without wagering.'),
    p('<strong>Rebate</strong>: i-claim ang bahagi ng iyong valid turnover mula sa huling claim kahit kailan sa Manual rebate ng member centre; mas mataas ang rate sa mas mataas na VIP level.', '<strong>Cashback</strong>: awtomatikong ibinabayad ang bahagi ng iyong netong talo sa isang panahon pagkatapos nito, hanggang sa cap na ipinapakita ng promosyon. Pareho silang cash, walang wagering.'),
    p('<strong>Hoàn trả</strong>: nhận một phần doanh thu cược hợp lệ kể từ lần nhận gần nhất bất cứ lúc nào trong mục Hoàn trả thủ công ở trung tâm hội viên; cấp VIP càng cao, tỷ lệ càng cao.', '<strong>Hoàn tiền</strong>: một phần số tiền thua ròng trong một kỳ được tự động trả sau khi kỳ đó kết thúc, tối đa bằng mức trần ghi trên khuyến mãi. Cả hai đều trả bằng tiền mặt, không kèm yêu cầu cược.'),
  ]),

  // --- loyalty ---
  article('loyalty-missions', 'loyalty', ['Missions', 'Mga misyon', 'Nhiệm vụ'], [
    p('Missions reward what you already do: bets, turnover, deposits, logins, inviting friends. Progress moves by itself as you play; press <strong>Claim</strong> when a mission is ready.', 'Daily missions reset at midnight in the site’s time zone and weekly ones on Monday: an unclaimed mission is lost when its period ends. The leaderboard ranks players by missions claimed.'),
    p('Ginagantimpalaan ng mga misyon ang ginagawa mo na: taya, turnover, deposito, pag-login, pag-imbita ng kaibigan. Kusang umuusad ang progreso habang naglalaro ka; pindutin ang <strong>I-claim</strong> kapag handa na ang misyon.', 'Nagre-reset ang pang-araw-araw na misyon sa hatinggabi ayon sa oras ng site at ang lingguhan tuwing Lunes: nawawala ang misyong hindi na-claim pagtapos ng panahon nito. Niraranggo ng leaderboard ang mga manlalaro ayon sa mga na-claim na misyon.'),
    p('Nhiệm vụ thưởng cho những gì bạn vẫn làm: cược, doanh thu cược, nạp tiền, đăng nhập, mời bạn bè. Tiến độ tự cập nhật khi bạn chơi; bấm <strong>Nhận thưởng</strong> khi nhiệm vụ đã hoàn thành.', 'Nhiệm vụ hằng ngày được đặt lại lúc 0 giờ và nhiệm vụ hằng tuần vào thứ Hai: nhiệm vụ chưa nhận thưởng sẽ mất khi kỳ của nó kết thúc. Bảng xếp hạng sắp xếp người chơi theo số nhiệm vụ đã nhận thưởng.'),
  ]),
  article('loyalty-vip', 'loyalty', ['VIP levels', 'Mga VIP level', 'Cấp VIP'], [
    p('Your VIP level rises as soon as your valid turnover <strong>and</strong> deposits over the recent window reach the next level; the VIP page shows your progress.', 'Levels are reviewed regularly: if your turnover falls below what your level needs to keep, you get a notice first and go down at most one level at the review. Benefits grow with each level: a higher rebate, more points, higher daily withdrawals, a birthday bonus and, at the top levels, VIP customer service.'),
    p('Tumataas ang iyong VIP level sa sandaling umabot ang iyong valid turnover <strong>at</strong> mga deposito sa kamakailang panahon sa susunod na level; ipinapakita ng VIP page ang iyong progreso.', 'Regular na sinusuri ang mga level: kung bumaba ang turnover mo sa kailangan para mapanatili ang level, aabisuhan ka muna at bababa nang hindi hihigit sa isang level sa pagsusuri. Lumalaki ang benepisyo sa bawat level: mas mataas na rebate, mas maraming points, mas mataas na pang-araw-araw na withdrawal, birthday bonus at, sa pinakamataas na level, VIP customer service.'),
    p('Cấp VIP của bạn tăng ngay khi doanh thu cược hợp lệ <strong>và</strong> số tiền nạp trong giai đoạn gần đây đạt mức của cấp tiếp theo; trang VIP hiển thị tiến độ của bạn.', 'Các cấp được xét định kỳ: nếu doanh thu cược của bạn thấp hơn mức cần để giữ cấp, bạn sẽ nhận được thông báo trước và chỉ bị hạ tối đa một cấp ở mỗi lần xét. Quyền lợi tăng theo từng cấp: hoàn trả cao hơn, nhiều điểm hơn, hạn mức rút tiền mỗi ngày cao hơn, thưởng sinh nhật và, ở các cấp cao nhất, chăm sóc khách hàng VIP.'),
  ]),
  article('loyalty-points', 'loyalty', ['Points and the points mall', 'Points at ang points mall', 'Điểm thưởng và cửa hàng điểm thưởng'], [
    p('You earn points on every settled bet, by game type (slots and fishing earn the most) and times your VIP multiplier; missions can pay points too. Points never expire.', 'Spend them in the <strong>points mall</strong>: some items need a VIP level, all are limited by stock, and a redemption is confirmed with your payment password. Where offered, points can also be converted to your main balance.'),
    p('Kumikita ka ng points sa bawat settled na taya, ayon sa uri ng laro (pinakamarami sa slots at pangingisda) at pinarami ng iyong VIP multiplier; maaari ring magbayad ng points ang mga misyon. Hindi kailanman nag-e-expire ang points.', 'Gamitin ang mga ito sa <strong>points mall</strong>: may mga item na nangangailangan ng VIP level, limitado ang lahat sa stock, at kinukumpirma ang redemption gamit ang password sa pagbabayad. Kung available, maaari ring i-convert ang points sa iyong pangunahing balance.'),
    p('Bạn nhận điểm thưởng trên mọi cược đã quyết toán, theo loại trò chơi (nổ hũ và bắn cá cho nhiều điểm nhất) và nhân với hệ số VIP của bạn; nhiệm vụ cũng có thể thưởng điểm. Điểm không bao giờ hết hạn.', 'Hãy dùng điểm trong <strong>cửa hàng điểm thưởng</strong>: có món quà yêu cầu cấp VIP, mọi món quà đều có số lượng giới hạn, và lần đổi quà được xác nhận bằng mật khẩu thanh toán. Nếu có, bạn cũng có thể quy đổi điểm vào số dư chính.'),
  ]),
  article('loyalty-invite', 'loyalty', ['Invite friends', 'Mag-imbita ng kaibigan', 'Mời bạn bè'], [
    p('Share your invite link from the member centre. When a friend registers with it and makes a first deposit, you get the reward the invite page shows. Inviting yourself or sharing accounts is not allowed.'),
    p('Ibahagi ang iyong invite link mula sa member centre. Kapag nagparehistro ang kaibigan gamit ito at nag-deposito sa unang pagkakataon, makukuha mo ang gantimpalang ipinapakita ng invite page. Hindi pinapayagan ang pag-imbita sa sarili o pagbabahagi ng account.'),
    p('Chia sẻ liên kết mời của bạn từ trung tâm hội viên. Khi một người bạn đăng ký bằng liên kết đó và nạp tiền lần đầu, bạn nhận được phần thưởng ghi trên trang mời bạn bè. Không được tự mời chính mình hoặc dùng chung tài khoản.'),
  ]),

  // --- agents and affiliates ---
  article('affiliate-link', 'affiliate', ['Your affiliate link', 'Ang iyong affiliate link', 'Liên kết đại lý của bạn'], [
    p('Agents find their <strong>affiliate link</strong>, QR code and code in the agent centre. Everyone who registers through the link, or enters the code when registering, joins your downline for good: an upline never changes.', 'Want to become an agent of {{brand}}? Contact customer service.'),
    p('Makikita ng mga agent ang kanilang <strong>affiliate link</strong>, QR code at code sa agent centre. Ang sinumang magparehistro gamit ang link, o maglagay ng code sa pagrehistro, ay permanenteng sasali sa iyong downline: hindi kailanman nagbabago ang upline.', 'Gusto mo bang maging agent ng {{brand}}? Kontakin ang customer service.'),
    p('Đại lý tìm thấy <strong>liên kết đại lý</strong>, mã QR và mã đại lý của mình trong trung tâm đại lý. Ai đăng ký qua liên kết, hoặc nhập mã khi đăng ký, sẽ thuộc tuyến dưới của bạn vĩnh viễn: tuyến trên không bao giờ thay đổi.', 'Bạn muốn trở thành đại lý của {{brand}}? Hãy liên hệ chăm sóc khách hàng.'),
  ]),
  article('affiliate-downline', 'affiliate', ['Managing your downline', 'Pamamahala sa iyong downline', 'Quản lý tuyến dưới'], [
    p('The agent centre shows your team as a tree, with search, and each member\'s bets, profit and loss and account records for today, yesterday, this week, this month or dates you choose. Bets count on the day they are settled.', 'You can register a member or a sub-agent directly under you, and only ever see your own downline.'),
    p('Ipinapakita ng agent centre ang iyong team bilang puno, may paghahanap, at ang taya, kita at talo at account record ng bawat miyembro para sa ngayon, kahapon, ngayong linggo, ngayong buwan o mga petsang pipiliin mo. Bilang ang taya sa araw na ito ay na-settle.', 'Maaari kang magrehistro ng miyembro o sub-agent direkta sa ilalim mo, at sarili mong downline lamang ang makikita mo.'),
    p('Trung tâm đại lý hiển thị đội nhóm của bạn dưới dạng cây, có chức năng tìm kiếm, cùng tiền cược, lãi lỗ và lịch sử tài khoản của từng hội viên cho hôm nay, hôm qua, tuần này, tháng này hoặc khoảng ngày bạn chọn. Cược được tính vào ngày được quyết toán.', 'Bạn có thể đăng ký trực tiếp một hội viên hoặc đại lý cấp dưới ngay dưới mình, và chỉ xem được tuyến dưới của chính bạn.'),
  ]),
  article('affiliate-transfers', 'affiliate', ['Transfers between agent and downline', 'Paglipat sa pagitan ng agent at downline', 'Chuyển tiền giữa đại lý và tuyến dưới'], [
    p('An agent can transfer from the main wallet to a downline member\'s main wallet within the daily limits the agent centre shows. A member can transfer to their upline from the member centre, confirmed with the payment password (not while a bonus is active).'),
    p('Maaaring maglipat ang agent mula sa pangunahing wallet papunta sa pangunahing wallet ng miyembro ng downline, sa loob ng pang-araw-araw na limitasyon na ipinapakita ng agent centre. Maaaring maglipat ang miyembro sa kanyang upline mula sa member centre, kinukumpirma gamit ang password sa pagbabayad (hindi habang may aktibong bonus).'),
    p('Đại lý có thể chuyển tiền từ ví chính sang ví chính của hội viên tuyến dưới trong hạn mức hằng ngày hiển thị ở trung tâm đại lý. Hội viên có thể chuyển tiền cho tuyến trên từ trung tâm hội viên, xác nhận bằng mật khẩu thanh toán (không thể chuyển khi đang có tiền thưởng hoạt động).'),
  ]),
  article('affiliate-income', 'affiliate', ['Dividends and salaries', 'Mga dividend at sahod', 'Chia lợi nhuận và lương'], [
    p('Agents may agree <strong>contracts</strong> with their upline: a dividend on the team\'s result or a salary on its turnover. Settled amounts are credited to your main wallet and listed under My income in the agent centre.'),
    p('Maaaring magkasundo ang mga agent sa <strong>kontrata</strong> sa kanilang upline: dividend sa resulta ng team o sahod sa turnover nito. Idinadagdag sa iyong pangunahing wallet ang na-settle na halaga at nakalista sa Aking kita sa agent centre.'),
    p('Đại lý có thể thỏa thuận <strong>hợp đồng</strong> với tuyến trên: chia lợi nhuận trên kết quả của đội nhóm hoặc lương trên doanh thu cược của đội nhóm. Số tiền đã quyết toán được cộng vào ví chính và liệt kê trong mục Thu nhập của tôi ở trung tâm đại lý.'),
  ]),

  // --- responsible gaming ---
  article('responsible-limits', 'responsible', ['Deposit, loss, wager and time limits', 'Limitasyon sa deposito, talo, taya at oras', 'Giới hạn nạp, thua, cược và thời gian chơi'], [
    p('Under <strong>Responsible gaming</strong> in the member centre you can set daily, weekly and monthly limits on deposits, losses and wagers, and a session time limit. A first or lower limit applies at once.', 'Raising or removing a limit waits <strong>{{rg_cooling_off_hours}} hours</strong> (a cooling-off period) before you can confirm it; until then the old limit stays. Anything over a limit is refused, and the message says when the period resets.'),
    p('Sa <strong>Responsableng paglalaro</strong> ng member centre, maaari kang magtakda ng pang-araw-araw, lingguhan at buwanang limitasyon sa deposito, talo at taya, at limitasyon sa oras ng session. Agad na umiiral ang una o mas mababang limitasyon.', 'Ang pagtaas o pag-alis ng limitasyon ay naghihintay ng <strong>{{rg_cooling_off_hours}} oras</strong> (cooling-off) bago mo ito makumpirma; hanggang doon, nananatili ang dating limitasyon. Tinatanggihan ang lampas sa limitasyon, at sinasabi ng mensahe kung kailan magre-reset ang panahon.'),
    p('Trong mục <strong>Chơi có trách nhiệm</strong> ở trung tâm hội viên, bạn có thể đặt giới hạn theo ngày, tuần và tháng cho tiền nạp, tiền thua và tiền cược, cùng giới hạn thời gian cho mỗi phiên chơi. Giới hạn đầu tiên hoặc giới hạn thấp hơn có hiệu lực ngay.', 'Việc tăng hoặc bỏ giới hạn phải chờ <strong>{{rg_cooling_off_hours}} giờ</strong> (thời gian cân nhắc) trước khi bạn xác nhận; trong thời gian đó giới hạn cũ vẫn giữ nguyên. Mọi giao dịch vượt giới hạn đều bị từ chối, và thông báo cho biết khi nào kỳ giới hạn được đặt lại.'),
  ]),
  article('responsible-reality-check', 'responsible', ['Reality check and activity statement', 'Reality check at activity statement', 'Nhắc nhở thời gian chơi và bảng kê hoạt động'], [
    p('The <strong>reality check</strong> reminds you how long you have played and your net result in this session, {{rg_reality_check}}. Play pauses until you answer: continue, see your history or log out.', 'The <strong>activity statement</strong> shows your deposits, withdrawals, stakes, wins and time played month by month, and can be downloaded as a file.'),
    p('Ipinapaalala ng <strong>reality check</strong> kung gaano ka na katagal naglalaro at ang netong resulta mo sa session na ito, {{rg_reality_check}}. Humihinto ang laro hanggang sumagot ka: magpatuloy, tingnan ang history o mag-log out.', 'Ipinapakita ng <strong>activity statement</strong> ang iyong mga deposito, withdrawal, taya, panalo at oras ng paglalaro bawat buwan, at maaaring i-download bilang file.'),
    p('<strong>Nhắc nhở thời gian chơi</strong> cho bạn biết mình đã chơi bao lâu và kết quả ròng trong phiên này, {{rg_reality_check}}. Trò chơi tạm dừng cho đến khi bạn trả lời: tiếp tục, xem lịch sử hoặc đăng xuất.', '<strong>Bảng kê hoạt động</strong> hiển thị tiền nạp, tiền rút, tiền cược, tiền thắng và thời gian chơi của bạn theo từng tháng, và có thể tải về dưới dạng tệp.'),
  ]),
  article('responsible-break', 'responsible', ['Time-out and self-exclusion', 'Time-out at self-exclusion', 'Tạm nghỉ và tự loại trừ'], [
    p('Need a pause? Take a <strong>time-out</strong> of 24 hours, 1 week or 1 month, or <strong>exclude yourself</strong> for 6 months, 1 year, 5 years or permanently, optionally on all our brands. You are logged out at once.', 'A break cannot be shortened. During it you cannot play or deposit and receive no marketing, but you can still log in to withdraw your balance.'),
    p('Kailangan ng pahinga? Mag-<strong>time-out</strong> nang 24 oras, 1 linggo o 1 buwan, o <strong>i-exclude ang sarili</strong> nang 6 na buwan, 1 taon, 5 taon o permanente, kasama kung gusto mo ang lahat ng aming brand. Agad kang ila-log out.', 'Hindi maaaring paikliin ang pahinga. Habang ito ay tumatakbo, hindi ka makakapaglaro o makakapag-deposito at walang marketing na darating, pero maaari ka pa ring mag-login para i-withdraw ang iyong balance.'),
    p('Bạn cần nghỉ ngơi? Hãy <strong>tạm nghỉ</strong> 24 giờ, 1 tuần hoặc 1 tháng, hoặc <strong>tự loại trừ</strong> trong 6 tháng, 1 năm, 5 năm hoặc vĩnh viễn, có thể áp dụng cho tất cả thương hiệu của chúng tôi nếu bạn muốn. Bạn sẽ được đăng xuất ngay lập tức.', 'Thời gian tạm nghỉ không thể rút ngắn. Trong thời gian này bạn không thể chơi hay nạp tiền và không nhận tin tiếp thị, nhưng vẫn có thể đăng nhập để rút số dư của mình.'),
  ]),
  article('responsible-help', 'responsible', ['Where to get help', 'Saan hihingi ng tulong', 'Nơi tìm kiếm hỗ trợ'], [
    p('Gambling should stay entertainment. Warning signs: chasing losses, playing longer or with more than you meant, borrowing to play, hiding it from others.', '{{rg_helpline}}', 'Players must be {{rg_min_age}} or older.'),
    p('Dapat manatiling libangan ang pagsusugal. Mga babala: paghabol sa talo, paglalaro nang mas matagal o mas malaki kaysa sa balak, panghihiram para makapaglaro, pagtatago nito sa iba.', '{{rg_helpline}}', 'Dapat {{rg_min_age}} taong gulang pataas ang mga manlalaro.'),
    p('Cá cược chỉ nên là một hình thức giải trí. Dấu hiệu cảnh báo: cố gỡ lại tiền đã thua, chơi lâu hơn hoặc nhiều tiền hơn dự định, vay tiền để chơi, giấu giếm người khác.', '{{rg_helpline}}', 'Người chơi phải từ {{rg_min_age}} tuổi trở lên.'),
  ]),
];
