/** Making an admin asks for the user's e-mail, typed: any case, spaces around ignored. */
export const emailTyped = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();
