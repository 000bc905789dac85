import { useState } from "react";
import { Button, Callout, FormGroup, InputGroup, Spinner } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { contactName } from "./contactName.ts";
import { useContactSearch } from "./useContactSearch.ts";
import type { ContactRef } from "./warrantyTypes.ts";

export interface ContactFinderProps {
  onChoose(contact: ContactRef): void;
  /** The message at the search ('No contact selected.') once a save was tried without a contact. */
  error?: string;
}

/** Finds a contact by name, e-mail or phone and chooses one of the matches. */
export function ContactFinder({ onChoose, error }: ContactFinderProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const search = useContactSearch(text);
  const hasText = text.trim() !== "";
  return (
    <>
      <FormGroup
        label={t("warranty.contact.search")}
        labelFor="warranty-contact-search"
        intent={error ? "danger" : "none"}
        helperText={error && <span id="warranty-contact-search-help">{error}</span>}
      >
        <InputGroup
          id="warranty-contact-search"
          type="search"
          leftIcon={<SearchIcon />}
          value={text}
          // The contract's limit of searchWarrantyContacts' search.
          maxLength={200}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "warranty-contact-search-help" : undefined}
          rightElement={search.isSearching ? <Spinner size={16} /> : undefined}
          onValueChange={setText}
        />
      </FormGroup>
      {search.isFailed ? (
        <Callout intent="danger" role="alert">
          {t("warranty.messages.searchFailed")}
        </Callout>
      ) : (
        hasText && (
          <ul className="warranty-contact-results bp6-list-unstyled" aria-label={t("warranty.contact.modeFind")}>
            {search.contacts.length === 0 && !search.isSearching && <li className="bp6-text-muted">{t("warranty.contact.noMatches")}</li>}
            {search.contacts.map((contact) => (
              <li key={contact.id}>
                <Button
                  variant="minimal"
                  alignText="start"
                  fill
                  text={contactName(contact) ?? t("warranty.contact.noName")}
                  endIcon={<span className="bp6-text-muted">{contact.primaryEmail?.value ?? ""}</span>}
                  onClick={() =>
                    onChoose({
                      id: contact.id,
                      firstname: contact.firstname,
                      lastname: contact.lastname,
                      primaryEmail: contact.primaryEmail,
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )
      )}
    </>
  );
}
