/** The messages FillDeck mails: each has a plain-text and an HTML part and names the product. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(greetingName: string, intro: string, action: string, link: string, outro: string): string {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>Hello ${escapeHtml(greetingName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p>${escapeHtml(outro)}</p>
<p>— The FillDeck team</p>
</body></html>`;
}

export function verificationEmail(name: string, link: string): EmailContent {
  const intro = 'Thanks for signing up for FillDeck. Please confirm your email address to start filling forms with AI.';
  const outro = "If you didn't create a FillDeck account, you can ignore this email.";
  return {
    subject: 'Verify your email for FillDeck',
    text: `Hello ${name},\n\n${intro}\n\nVerify your email: ${link}\n\n${outro}\n\n— The FillDeck team\n`,
    html: layout(name, intro, 'Verify email', link, outro),
  };
}

export function resetPasswordEmail(name: string, link: string): EmailContent {
  const intro = 'We received a request to reset the password of your FillDeck account. The link is valid for one hour.';
  const outro = "If you didn't ask to reset your password, you can ignore this email; your password stays the same.";
  return {
    subject: 'Reset your FillDeck password',
    text: `Hello ${name},\n\n${intro}\n\nReset your password: ${link}\n\n${outro}\n\n— The FillDeck team\n`,
    html: layout(name, intro, 'Reset password', link, outro),
  };
}
