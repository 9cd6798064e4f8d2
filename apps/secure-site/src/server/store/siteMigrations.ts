/**
 * The secure site's tables (every piece of its state in the database), applied by
 * `migrate` under its advisory lock at start. Times are milliseconds of the site's clock
 * (`config.now`, bigint). A migration is never edited once shipped: add the next number.
 * Envelope ciphertexts (`v1.<data key>.<…>`, @portico/server-kit) are listed in
 * `ENCRYPTED_COLUMNS` for key rotation.
 */
import type { Migration } from '@portico/server-kit'

export const SITE_MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'secure site state',
    sql: `
    -- a user; the email (lower-cased) leads to at most one user
    create table users (
      id text primary key,
      email text unique,
      username text,
      provider text,
      created_at bigint not null
    );
    -- the devices an OTP or provider login came from (a user keeps the newest 50)
    create table user_devices (
      user_id text not null references users (id) on delete cascade,
      device_id text not null,
      seen_at bigint not null,
      primary key (user_id, device_id)
    );
    -- a provider account (google, github, …, farcaster) → its user
    create table identities (
      provider text not null,
      subject text not null,
      user_id text not null references users (id) on delete cascade,
      primary key (provider, subject)
    );
    create index identities_user on identities (user_id);
    -- the server's part of a wallet, stored once: both shares envelope-encrypted
    create table wallets (
      user_id text primary key references users (id) on delete cascade,
      auth_share text not null,
      recovery_share text not null,
      eip155_address text not null,
      solana_address text not null,
      created_at bigint not null
    );
    -- sessions by the SHA-256 of their bearer token
    create table sessions (
      token_hash text primary key,
      user_id text not null references users (id) on delete cascade,
      device_id text not null,
      method text not null,
      created_at bigint not null,
      expires_at bigint not null
    );
    create index sessions_expires on sessions (expires_at);
    create index sessions_user on sessions (user_id);
    -- one live code per purpose (login:<email>, update-primary:<user>, …): its HMAC, never the code
    create table otp_codes (
      purpose text primary key,
      hash text not null,
      email text not null,
      device_id text,
      expires_at bigint not null,
      attempts integer not null default 0
    );
    create index otp_codes_expires on otp_codes (expires_at);
    -- device verification: the emailed link's token by its SHA-256
    create table device_requests (
      id text primary key,
      token_hash text not null unique,
      user_id text not null references users (id) on delete cascade,
      email text not null,
      device_id text not null,
      expires_at bigint not null,
      approved boolean not null default false,
      code_sent boolean not null default false
    );
    create index device_requests_expires on device_requests (expires_at);
    -- a pending email change
    create table email_updates (
      user_id text primary key references users (id) on delete cascade,
      new_email text not null,
      stage text not null,
      expires_at bigint not null
    );
    -- the last mail of a purpose to a mailbox (the 30 s cooldown)
    create table mail_cooldowns (
      key text primary key,
      last_at bigint not null
    );
    -- social logins between /social/authorize and /social/complete; the provider's answer once
    create table social_logins (
      state text primary key,
      provider text not null,
      code_challenge text not null,
      nonce text,
      device_id text not null,
      mode text not null,
      return_to text,
      project_id text not null,
      origin text not null,
      expires_at bigint not null,
      result text
    );
    create index social_logins_expires on social_logins (expires_at);
    -- Sign In With Farcaster relay channels by the SHA-256 of their token
    create table farcaster_channels (
      token_hash text primary key,
      device_id text not null,
      domain text not null,
      siwe_uri text not null,
      nonce text not null,
      created_at bigint not null,
      expires_at bigint not null,
      answer text,
      -- pending → answered → verifying (claimed_at) → completed or failed (outcome, envelope-encrypted)
      state text not null default 'pending',
      claimed_at bigint,
      outcome text
    );
    create index farcaster_channels_expires on farcaster_channels (expires_at);
    -- a SIWE nonce belongs to one channel: taken until free_at
    create table farcaster_nonces (
      nonce text primary key,
      free_at bigint not null
    );
    create index farcaster_nonces_free on farcaster_nonces (free_at);
    `,
  },
]
