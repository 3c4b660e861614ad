import nodemailer from 'nodemailer';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; html: string }): Promise<void>;
}

/** SMTP through nodemailer; `SMTP_URL` is e.g. smtp://user:pass@host:587 or smtps://… */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function confirmationEmail(url: string): { subject: string; text: string; html: string } {
  const subject = 'Confirma tu cuenta de Cuentas Claras';
  const text = `¡Hola!\n\nPara activar tu cuenta de Cuentas Claras, abre este enlace:\n${url}\n\nSi no creaste esta cuenta, ignora este correo.`;
  const html = `<p>¡Hola!</p><p>Para activar tu cuenta de Cuentas Claras, confirma tu correo:</p><p><a href="${url}">Confirmar mi cuenta</a></p><p>Si no creaste esta cuenta, ignora este correo.</p>`;
  return { subject, text, html };
}
