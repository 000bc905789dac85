-- One site per language. The site store checks first and answers 409 naming languageCode; this
-- index closes the gap between two creates at once (its 23505 is answered the same way).
create unique index sites_language_code_key on sites (language_code);
