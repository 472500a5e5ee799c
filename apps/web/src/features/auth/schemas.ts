import { displayNameProblem, texts } from '@filldeck/shared';
import { z } from 'zod';
import { authTexts } from './texts.ts';

const email = z.string().trim().min(1, authTexts.emailRequired).pipe(z.email(authTexts.emailInvalid));

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, authTexts.passwordRequired),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, authTexts.nameRequired)
      .superRefine((name, ctx) => {
        const problem = displayNameProblem(name);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    email,
    password: z.string().min(1, authTexts.passwordRequired),
    confirmPassword: z.string().min(1, authTexts.confirmPasswordRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: texts.register.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, authTexts.newPasswordRequired),
    confirmPassword: z.string().min(1, authTexts.confirmPasswordRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: texts.reset.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
