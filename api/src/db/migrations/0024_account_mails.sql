-- The password reset mail is written by the statement that stores the reset's token (better-auth's
-- verification row, 'reset-password:{token}'), so it commits or rolls back with the token: a link that
-- works always has its mail, and a mail never carries a link that does not. better-auth's own callback
-- runs after that insert, outside any transaction of ours, so it sends nothing (docs/design/mail.md,
-- decisions.md item 49). The key (the verification row's id) makes a second write a no-op; the notice
-- wakes the dispatchers at commit.
CREATE FUNCTION queue_password_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_outbox (key, kind, recipient, recipient_name, data)
  SELECT 'password-reset:' || NEW.id, 'password_reset', u.email, u.name,
         jsonb_build_object('token', substr(NEW.identifier, length('reset-password:') + 1),
                            'expiresAt', to_char(NEW.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
  FROM users u WHERE u.id = NEW.value
  ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER verifications_password_reset_mail AFTER INSERT ON verifications FOR EACH ROW
  WHEN (NEW.identifier LIKE 'reset-password:%')
  EXECUTE FUNCTION queue_password_reset();
--> statement-breakpoint
-- The old address is told when an account's address changes, by the statement that changes it (a
-- confirmed change: better-auth's update, outside any transaction of ours), so the word cannot be lost.
-- A deleted account's address (…@deleted.pentas.invalid) is not a change anyone is told of.
CREATE FUNCTION queue_email_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_outbox (key, kind, recipient, recipient_name, data)
  VALUES ('email-changed:' || NEW.id || ':' || NEW.email || ':' || (extract(epoch from now()) * 1000)::bigint,
          'email_changed', OLD.email, NEW.name, jsonb_build_object('newEmail', NEW.email))
  ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_email_changed_mail AFTER UPDATE OF email ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email AND NEW.email NOT LIKE '%@deleted.pentas.invalid')
  EXECUTE FUNCTION queue_email_changed();
--> statement-breakpoint
-- The welcome mail (with a link to confirm the address) is written by the statement that creates an
-- account that is not confirmed yet: sign-up through better-auth, outside any transaction of ours.
CREATE FUNCTION queue_welcome() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_outbox (key, kind, recipient, recipient_name, data)
  VALUES ('welcome:' || NEW.id, 'welcome', NEW.email, NEW.name, jsonb_build_object('userId', NEW.id))
  ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_welcome_mail AFTER INSERT ON users FOR EACH ROW
  WHEN (NOT NEW.email_verified)
  EXECUTE FUNCTION queue_welcome();
