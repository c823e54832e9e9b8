-- Policy documents name the organisations they are sent to (domain.md §10 receive_orgs).
ALTER TABLE policy_document ADD COLUMN receive_orgs jsonb NOT NULL DEFAULT '[]';
