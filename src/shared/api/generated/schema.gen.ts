// DO NOT EDIT: generated from openapi/openapi.yaml by `npm run gen`.

export interface paths {
    "/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Starts a new session (a fresh random id at every login) and sets the `sid` cookie
         *     (HttpOnly, SameSite=Strict). An unknown e-mail and a wrong password get the same 401
         *     answer after about the same time. Failed logins are limited per account and per address (429).
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in account */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log out
         * @description Ends the session on the server and clears the cookie. Without a session it does nothing and still answers 200.
         */
        get: operations["logoutUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts */
        get: operations["listAccounts"];
        put?: never;
        /** Create an account */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update an account
         * @description Changing the password or the permissions ends the account's other sessions (password change ends all of them).
         */
        put: operations["updateAccount"];
        post?: never;
        /**
         * Delete an account
         * @description Ends the account's sessions. Deleting the last account with 'all' is refused with 409.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/admin/accounts/{accountId}/portal-link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: components["parameters"]["accountId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link the account to a customer-portal account
         * @description Checks the credentials with the customer portal (embedded default: portal accounts kept in our database) and stores the link. Path chosen by us (not given in the spec).
         */
        post: operations["linkPortalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/admin/accounts/{accountId}/portal-unlink": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: components["parameters"]["accountId"];
            };
            cookie?: never;
        };
        /**
         * Remove the customer-portal link
         * @description Path chosen by us (not given in the spec).
         */
        get: operations["unlinkPortalAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/admin/accounts/{accountId}/portal-account": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: components["parameters"]["accountId"];
            };
            cookie?: never;
        };
        /**
         * The linked customer-portal account
         * @description Path chosen by us (not given in the spec).
         */
        get: operations["getPortalAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/admin/accounts/redirect-to-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the customer portal for a store
         * @description Redirects (302) to the customer portal's page of the store's account. Used as a link from the location dialog. Path chosen by us in the spec's style (the spec names it redirect-to-{portal}).
         */
        get: operations["redirectToPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/region/group/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The region group tree */
        get: operations["getRegionGroupTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/region/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All region groups as a flat list */
        get: operations["listRegionGroups"];
        put?: never;
        /** Create a region group */
        post: operations["createRegionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/region/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a region group and its child groups */
        delete: operations["deleteRegionGroup"];
        options?: never;
        head?: never;
        /** Change a region group */
        patch: operations["updateRegionGroup"];
        trace?: never;
    };
    "/rest/frontend-config/frontend-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frontend configuration */
        get: operations["getFrontendConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/catalog-orders/get-by-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog requests, one page
         * @description Sorting by status, country or locationNotifiedToEmail orders equal values newest first when
         *     ascending and oldest first when descending (one index serves both). total is exact up to
         *     10,000 matches and when only statusCode and countryCode filter (counted per status and
         *     country as requests change); otherwise above 10,000 it is the planner's estimate
         *     (totalIsEstimate). filterable counts every request, whatever the filters. Next and previous
         *     pages go by keyset with after/before (the answer's nextCursor/previousCursor); page alone
         *     jumps by number.
         */
        get: operations["getCatalogOrdersPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/catalog-orders/export-result-as-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog requests as CSV
         * @description Every catalog request matching the filters, in the given order, streamed as RFC 4180 CSV in
         *     UTF-8 with a BOM (Content-Disposition attachment). Columns: id, createdDate, firstname,
         *     lastname, email, phone, street, apartmentNumber, region, city, zipCode, country, offers,
         *     status, locationNotifiedAt, locationNotifiedToEmail, locationNotifiedByMatchType,
         *     notifiedLocation, errorMessage. Times are Europe/Stockholm local time (YYYY-MM-DD HH:MM:SS,
         *     which spreadsheets read as a date); offers are product codes separated by a space; status is
         *     the status name; notifiedLocation the location's name. Cells starting with =, +, -, @, tab
         *     or carriage return are prefixed with an apostrophe (formula-safe).
         */
        get: operations["exportCatalogOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/catalog-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog requests of a contact
         * @description With filter=contact, the contact's catalog requests (by contactId), newest first. Without a
         *     filter, the 1000 newest requests (browse with get-by-page). An unknown contactId gives 404.
         */
        get: operations["listCatalogOrders"];
        put?: never;
        /**
         * Create a catalog request
         * @description The new request starts as new and is routed at once, like one from the website: e-mailed to
         *     the location the rules choose (pending while the mail is on its way), then delivered, or
         *     failed with errorMessage when no rule matches or the mail is refused. The contact with the
         *     request's e-mail address, if any, is linked (contactId).
         */
        post: operations["createCatalogOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/catalog-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One catalog request */
        get: operations["getCatalogOrder"];
        /**
         * Update a catalog request
         * @description Changes the customer's details and offers; status and routing fields are kept (the server owns them).
         */
        put: operations["updateCatalogOrder"];
        post?: never;
        /** Delete a catalog request */
        delete: operations["deleteCatalogOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/catalog-orders/{id}/book": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a catalog request as booked
         * @description Sets the status to booked (the customer booked a visit). The spec names this action only as
         *     disabled behaviour; the client does not offer it. A request already booked gives 409.
         */
        post: operations["bookCatalogOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/catalog-order-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog request statuses
         * @description Path chosen by us (not given in the spec).
         */
        get: operations["listCatalogOrderStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/send-multiple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send catalog requests to chosen locations
         * @description E-mails each request to its chosen location (match type manual), whatever routing would
         *     choose. Each request becomes pending, then delivered once the mail is accepted, or failed
         *     with errorMessage (also when the location has no e-mail address); a failed send keeps the
         *     locationNotified fields of the last delivery that happened. An unknown request or location
         *     gives 404 and nothing is sent. A request may appear only once (400 naming the repeat).
         */
        post: operations["sendCatalogOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test which routing rules match an address
         * @description Runs the catalog request routing for the address without sending anything. Used per catalog
         *     request row and on the sales-region screen. The zip code is looked up in the country's zip
         *     codes ignoring spaces, dashes and case; its regions form the region chain. Without a known
         *     zip code, the region named (case-insensitive) and its parents do. A matching store without
         *     an e-mail address is listed (email null) but a request would go to the next rule.
         */
        post: operations["testCatalogRouting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/top-countries-last-month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries with the most catalog requests in the last month
         * @description Counts the requests created in the last 30 days (Europe/Stockholm), most first.
         */
        get: operations["getTopCatalogCountriesLastMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/per-interval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog requests per week or month
         * @description One dataset per status (stacked), one number per interval.
         */
        get: operations["getCatalogOrdersPerInterval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/catalog/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries catalog requests came from
         * @description Every country code found on catalog requests, with its name and number of requests, by name.
         */
        get: operations["listCatalogCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/mail/outbox/get-by-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail outbox, one page
         * @description Path chosen by us (not in the spec). The mails the server sent or kept, newest first: with
         *     SMTP_URL unset the mail adapter keeps every message here unsent (nothing leaves the machine),
         *     with SMTP_URL set each attempt is recorded here, sent or with the mail server's error. The
         *     outbox holds the catalog requests mailed to stores, so it needs catalogOrder. The HTML part of
         *     a mail is left out of the list. total is exact up to 10,000 matches, the planner's estimate
         *     above that (totalIsEstimate). Next and previous pages go by keyset with after/before (the
         *     answer's nextCursor/previousCursor); page alone jumps by number.
         */
        get: operations["getOutboxPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company locations for choosers and maps
         * @description All locations by name. filter=with-coordinates keeps those with latitude and longitude;
         *     filter=shape keeps those inside the WKT shape given in shape (required then).
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Create a company location
         * @description With createManager true, the location's e-mail (then required) is added as its manager. An
         *     unknown geographicArea gives 404; an unknown address.country.code gives 400. Opening hours are
         *     checked beyond their patterns, every failure named by its path (e.g.
         *     timeSchemas.1.openingHours.monday.0.closing): an interval closes after it opens and does not
         *     overlap another of the day; at most one time schema is active and names are unique; a
         *     deviation has both times or neither (closed all day), and a date holds one closed-all-day
         *     deviation or non-overlapping intervals. An active time schema's hours become
         *     weeklyOpeningHours (openingHoursSource timeSchema).
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/get-by-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company locations, one page
         * @description total is exact up to 10,000 matches, the planner's estimate above that (totalIsEstimate).
         *     Next and previous pages go by keyset with after/before (the answer's nextCursor/previousCursor);
         *     page alone jumps by number.
         */
        get: operations["getLocationsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/export-result-as-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company locations as CSV
         * @description Every location matching the filters, in the given order, streamed as RFC 4180 CSV in UTF-8
         *     with a BOM (Content-Disposition attachment). Columns: id, name, locationType, customerNumber,
         *     active, phone, email, website, street, zipCode, city, city2, country, latitude, longitude,
         *     partnerPage, shouldRetrieveCatalogRequests, isVividusRetailer (country is the ISO code,
         *     partnerPage the page's name). Cells starting with =, +, -, @,
         *     tab or carriage return are prefixed with an apostrophe (formula-safe).
         */
        get: operations["exportLocationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One company location */
        get: operations["getLocation"];
        /**
         * Update a company location
         * @description The body replaces the location: a field it leaves out keeps its stored value unless the
         *     contract gives the field a default (the flags, timeSchemas, openingHourDeviations). Opening
         *     hours are checked as on create. A stale updatedAt gives 409.
         */
        put: operations["updateLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a location's type
         * @description The list's inline type change; only locationType changes. A path without a valid id gives 400 naming id (the client refuses first with 'No id on location').
         */
        patch: operations["changeLocationType"];
        trace?: never;
    };
    "/rest/company/locations/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company locations in one country
         * @description The locations whose address is in the country, by name. An unknown code gives an empty list.
         */
        get: operations["listLocationsInCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search company locations
         * @description Locations whose name, customer number or city contains searchString (case-insensitive), excluding locationId, by name; at most 50.
         */
        get: operations["searchLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/search-partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search locations that can share a partner page
         * @description Like search, but only locations without a partner page or with the partner page of locationId (to add to that page); excludes locationId itself; at most 50.
         */
        get: operations["searchPartnerLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/{id}/update-customer-number": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a location's customer number
         * @description The list's inline edit; only customerNumber changes. locationId must equal the path id (else 400).
         */
        post: operations["updateLocationCustomerNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/{id}/managers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Managers of a location */
        get: operations["listLocationManagers"];
        put?: never;
        /**
         * Add a manager by e-mail
         * @description The contact with the e-mail (created when none has it) becomes a manager of the location.
         *     An e-mail that already manages the location answers success false with a message.
         */
        post: operations["addLocationManager"];
        /**
         * Remove a manager
         * @description The contact stays; only the link to the location goes. A contact that is not a manager of the location gives 404.
         */
        delete: operations["removeLocationManager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coordinates for an address
         * @description Path chosen by us (the spec names only "a maps service" that geocodes the address of the
         *     location dialog). The server builds the address string (street, zip code and city, country
         *     name) itself. Embedded default: our postal-code table, trying the zip code, then the place
         *     name, then the zip code's area, then a region of that name, then the country's middle;
         *     precision says which matched. With GEOCODER_URL set, that HTTP geocoder (Nominatim search
         *     API) is asked first and the table is its fallback.
         *     Outcomes are answered with 200 and a status, like the maps service the spec's messages come
         *     from: OK (results, best first), ZERO_RESULTS (the client shows 'No results found for the
         *     address'), or a failure of the HTTP geocoder, OVER_QUERY_LIMIT, REQUEST_DENIED or
         *     UNKNOWN_ERROR (the client shows 'Geocode was not successful for the following reason:
         *     {status}'). An unknown country code gives ZERO_RESULTS.
         */
        get: operations["geocodeAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/partner-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a partner page for a location
         * @description Creates the page and attaches it to the location (and to the locations partnerPage.locations
         *     lists). A host name in use, or a location that already has a partner page, gives 409; an
         *     unknown location or site gives 404. The page's own name is its default-language ('en') page:
         *     a version for the 'en' site, or two versions for one site, give 400.
         */
        post: operations["createPartnerPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/partner-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a partner page
         * @description Versions are replaced by those sent; locations too when the body lists them (left out: they
         *     stay). A host name in use by another page, a listed location that has another page, or a stale
         *     updatedAt gives 409; a version for the default-language ('en') site gives 400.
         */
        put: operations["updatePartnerPage"];
        post?: never;
        /**
         * Delete a partner page
         * @description Its locations are left without a partner page; videos lose it from their availability list.
         */
        delete: operations["deletePartnerPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/{id}/partner-pages/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                pageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A location's partner page
         * @description 404 when the location does not exist or the page is not the location's.
         */
        get: operations["getLocationPartnerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/partner-pages/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search partner pages
         * @description Pages whose name or host name contains searchString, by name; at most 50.
         */
        post: operations["searchPartnerPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/partner-pages/partner-pages-specific-videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partner pages a video can be made available to
         * @description The choices for a video's availability: first the entry 'all' named 'Available for all partner-pages', then every partner page by name.
         */
        get: operations["listPartnerPageVideoOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/company/locations/partner-pages/get-list-with-newsletter-subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partner pages that have newsletter subscribers
         * @description Pages with at least one newsletter subscription made through them, by name.
         */
        get: operations["listPartnerPagesWithNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All countries
         * @description Every country by English name, without regions and handlers. Reference data for every screen
         *     that picks a country (the client caches it). The server keeps it in memory too, checked on
         *     each call against a version the database bumps on every write to countries, so every server
         *     instance answers a change at once.
         */
        get: operations["listCountries"];
        put?: never;
        /**
         * Create a country
         * @description A code already in use gives 409.
         */
        post: operations["createCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One country with its regions and handlers */
        get: operations["getCountry"];
        /**
         * Update a country
         * @description Handlers, regions and the fallback e-mail are kept. A code in use by another country, or a stale updatedAt, gives 409.
         */
        put: operations["updateCountry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries/where-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries that have company locations
         * @description Countries with at least one location (active or not) in their address; the location list's country filter.
         */
        get: operations["listCountriesWithLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries/where-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries handled by region groups
         * @description Countries that at least one region group handles.
         */
        get: operations["listCountriesWithGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries/where-catalog-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries that catalog requests came from
         * @description Countries that at least one catalog request names as its country, by name. With where-location
         *     it is what the sales-region screen preloads (spec part 2 section 2: "countries that have catalog
         *     requests and company locations"), so staff see the countries that need handlers.
         */
        get: operations["listCountriesWithCatalogRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries/{id}/handler": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a handler (location) to a country
         * @description Adding a location that already handles the country changes nothing. An unknown location gives 404.
         */
        post: operations["addCountryHandler"];
        /**
         * Remove a handler (location) from a country
         * @description Removing a location that does not handle the country changes nothing.
         */
        delete: operations["removeCountryHandler"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/countries/{id}/fallback-handler": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a country's catalog fallback e-mail
         * @description Where catalog requests go when no location matches. An empty string clears it. The country's updatedAt (the country dialog's token) does not change.
         */
        post: operations["setCountryFallbackEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/location/geographic-areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Geographic areas
         * @description All areas by name; with filter=shape only those that intersect the WKT shape given in shape (required then).
         */
        get: operations["listGeographicAreas"];
        /**
         * Update a geographic area
         * @description The body's id names the area (required; else 400). A stale updatedAt gives 409.
         */
        put: operations["updateGeographicArea"];
        /**
         * Create a geographic area
         * @description Creates an area from the drawn shape (polygons and rectangles, as a MULTIPOLYGON).
         */
        post: operations["createGeographicArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/area-assign-handler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assign a store to the area around a zip code
         * @description Adds the store (location) to the handlers of the region of the given level that contains the
         *     zip code, sets that region's type (workingArea true for workingArea, false for contractArea)
         *     and saves. A GET that changes data, as the spec's client calls it; repeated calls change
         *     nothing more. Path from part 2 of the spec. An unknown store or zip code, or a zip code with
         *     no region at that level, gives 404. Zip codes repeat across countries (FI and DE both have
         *     five-digit codes): countryCode (our addition, from the map feature's properties) names the
         *     country; without it a zip code found in several countries gives 400 naming countryCode.
         */
        get: operations["assignAreaHandler"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/geo-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zip-code areas with their regions and handlers as GeoJSON
         * @description The map layer of the store-assignment map. Path from part 2 of the spec; the countryCode
         *     filter is our addition (without it every country is returned).
         */
        get: operations["getAreaGeoJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/zip-code-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every zip code's point as binary, for the map's point layer
         * @description Our addition (the spec has no such call): the point (longitude, latitude) of every zip code
         *     that has coordinates, of one country or, without countryCode, of every country, as binary
         *     for the map's deck.gl point layer (issue 15: the six markets' ~56,000 points fetched and
         *     decoded in the browser within 150 ms, so no JSON object per point). Kept by the server
         *     under the map shapes' data version and compressed like JSON answers. Ordered by country code,
         *     then zip code.
         *
         *     Layout (src/shared/zipPoints.ts, little-endian, N points, T bytes of text):
         *     bytes 0-3 the magic "ZPT1"; 4-7 Uint32 N; 8-11 Uint32 T; then Float32 longitude, latitude
         *     per point (8 N bytes); Uint32 zip-code id per point (4 N); Uint32 offsets (4 (N + 1)):
         *     point i's zip code is the UTF-8 text between offset i and offset i + 1; then the T bytes of
         *     zip codes one after the other. Every array is 4-byte aligned, so the client lays typed-array
         *     views over the bytes without copying them.
         */
        get: operations["getZipCodePoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/reports/apdex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Apdex of the server's requests
         * @description Computed from the server's own request timings, T = 500 ms.
         */
        get: operations["getApdexReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/reports/page-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Screen views of the back-office
         * @description The app's own screen views as recorded with recordPageView.
         */
        get: operations["getPageViewsReport"];
        put?: never;
        /**
         * Record a screen view
         * @description The client records each screen it shows (the source of the page-views report). Path and
         *     method chosen by us (not given in the spec).
         */
        post: operations["recordPageView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/reports/catalog-requests-per-interval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog requests per week or month
         * @description Stacked bar chart data: one dataset per status, one number per interval.
         */
        get: operations["getCatalogRequestsPerInterval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/reports/meeting-requests-per-interval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meeting requests per week or month
         * @description Stacked bar chart data: one dataset per booking status, one number per interval.
         */
        get: operations["getMeetingRequestsPerInterval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All sites
         * @description Every site (active and inactive) by languageCode; the client may hide inactive ones. Reference data for the CMS, translations and media screens.
         */
        get: operations["listSites"];
        put?: never;
        /**
         * Create a site
         * @description A new site is inactive unless isActive is true. Setting properties.design needs cmsDesign and properties.seo cmsSeo (403). A languageCode or slug in use gives 409.
         */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/sites/get-by-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sites, one page
         * @description Next and previous pages go by keyset with after/before (the answer's nextCursor/previousCursor);
         *     page alone jumps by number.
         */
        get: operations["getSitesPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/sites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a site
         * @description Only the fields sent change. Changing properties.design needs cmsDesign and properties.seo
         *     cmsSeo (403). A languageCode or slug in use, or a stale updatedAt, gives 409; a frontpage
         *     that is not a page of the site gives 400.
         */
        patch: operations["updateSite"];
        trace?: never;
    };
    "/cms/sites/by-block-id/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        /**
         * Sites that have a version of a block
         * @description The sites whose pages hold a block with this blockId, by languageCode; used by the block editor to list the block's language versions. An unknown blockId gives an empty list. Path from part 2 of the spec.
         */
        get: operations["listSitesByBlockId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gdpr/export/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Personal data of staff accounts or location managers as CSV
         * @description role=user: every staff account (id, firstname, lastname, email, permissions,
         *     languagePermissions, groups, createdAt, lastLoginAt). role=manager: every location manager
         *     (contact id, firstname, lastname, email, the locations managed). Passwords are never exported.
         *     Streamed as RFC 4180 CSV in UTF-8 with a BOM (Content-Disposition attachment); cells starting
         *     with =, +, -, @, tab or carriage return are prefixed with an apostrophe (formula-safe). Every
         *     export is audited.
         */
        get: operations["exportUsersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The media folder tree */
        get: operations["listMediaFolders"];
        put?: never;
        /**
         * Create a media folder
         * @description Creates the folder under parentFolderId (root when null) as its last child, with any media in mediaList.
         */
        post: operations["createMediaFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A media folder with its media */
        get: operations["getMediaFolder"];
        /**
         * Update a media folder, its children order and its media
         * @description Also saves tree changes: folderList moves the listed folders under this folder in that order
         *     (a move of a folder into itself or one of its descendants gives 400 naming folderList); sortOrder places the folder among
         *     its siblings. Siblings are renumbered 0..n.
         */
        put: operations["updateMediaFolder"];
        post?: never;
        /**
         * Delete a media folder and all of its children
         * @description Deletes the folder, its descendant folders and their media (stored files included). Cannot be undone.
         */
        delete: operations["deleteMediaFolder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a media item
         * @description Deletes the item and its stored files; the folder's remaining media are renumbered.
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/upload-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a media file
         * @description The raw file is the body, streamed to storage (at most MEDIA_UPLOAD_MAX_BYTES, 50 MB by
         *     default; a larger body is 413, refused from its Content-Length before any of it is read).
         *     The type is decided by the file's bytes (never its name or Content-Type header): JPEG, PNG,
         *     GIF, WebP, TIFF and AVIF images, and MP4, WebM and PDF files; anything else (SVG included:
         *     it can carry script) is 415. Images go through an image library: the stored original has its
         *     EXIF orientation applied and its metadata stripped, and a thumbnail (at most 600 px) and a
         *     low-resolution rendition (at most 1600 px) are stored beside it. A damaged or truncated
         *     image, or one over 100 megapixels (refused from its header, before it is decoded), is 400.
         *     Files are stored under content-addressed names (the SHA-256 of the stored bytes). For
         *     filetype thumbnail the answer is the thumbnail's name alone; otherwise the stored original
         *     first, then its thumbnail and low-resolution renditions (images only). Put the first name
         *     in the media's thumbnail, lowRes or highRes field and save the folder.
         */
        post: operations["uploadMediaFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/get-total-downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download totals of media items */
        get: operations["getMediaTotalDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/get-thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored media image scaled as a thumbnail
         * @description The thumbnail rendition of a stored image (or the image itself when it is one). Its ETag is
         *     the rendition's content-addressed name, so the answer never changes: it may be cached for a
         *     year, and a request with that ETag in If-None-Match is answered 304 without a body.
         */
        get: operations["getMediaThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Media orders (History), one page */
        get: operations["listMediaOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/get-total-downloads-by-one-person": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total downloads per person, one page */
        get: operations["listMediaDownloadsByPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/videos/video/get-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Videos, one page
         * @description Sorted by header ascending by default (videos without a header last), ties by id; 100 per
         *     page. total is exact. filterable.availableTo lists 'all' (the videos available to every
         *     partner page) and each partner page some video is available to, with its name and count.
         */
        get: operations["listVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/media/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A video with its versions */
        get: operations["getVideo"];
        /** Update a video's texts, versions and availability */
        put: operations["updateVideo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/meeting/booked-visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meeting bookings, one page or one location's
         * @description filter=page (default) answers one page with total and filterable lists. filter=location with
         *     locationId answers that location's bookings, newest first (at most 1000), as a plain list; it is
         *     used by the location dialog and also allowed with the company permission. On a page, status
         *     sorts by code and ties of status or location are newest first when ascending (oldest first when
         *     descending); location sorts by the location's name, bookings of deleted locations last when
         *     ascending. total is always exact (totalIsEstimate false); filterable counts every booking,
         *     whatever the filters: every status, and the countries and locations that have bookings, by name.
         *     On a page, next and previous pages go by keyset with after/before (the answer's
         *     nextCursor/previousCursor); page alone jumps by number. filter=location takes neither.
         */
        get: operations["listBookedVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/meeting/booked-visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A meeting booking */
        get: operations["getBookedVisit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/meeting/booked-visits-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meeting bookings as CSV
         * @description Every booking matching the filters, in the given order, streamed as RFC 4180 CSV in UTF-8 with
         *     a BOM (Content-Disposition attachment). Columns: id, createdAt, firstname, lastname, email,
         *     telephone, location, country, status. createdAt is Europe/Stockholm local time (YYYY-MM-DD
         *     HH:MM:SS, which spreadsheets read as a date, as in the catalog export); location is the
         *     location's name (empty when it was deleted), country its ISO code, status the status code.
         *     Cells starting with =, +, -, @, tab or carriage return are prefixed with an apostrophe
         *     (formula-safe).
         */
        get: operations["exportBookedVisitsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/meeting/booking/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a booking's status */
        post: operations["updateMeetingBookingStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/newsletter/newsletters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newsletters */
        get: operations["listNewsletters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/newsletter/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscriptions (unpaged)
         * @description Subscriptions matching the filters, newest first, at most 10,000 rows; X-Total-Count gives the
         *     full number of matches (exact without a search; with a search exact up to 10,000 matches, the
         *     planner's estimate above, as get-page's total). Tables use get-page and exports the CSV call.
         */
        get: operations["listNewsletterSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/newsletter/subscriptions/get-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscriptions, one page
         * @description Newest first by default, 100 per page. total is exact without a search (kept counts); with a
         *     search it is counted up to 10,000 matches and estimated above (totalIsEstimate). filterable
         *     lists every newsletter with its number of subscriptions, whatever the filters. email and
         *     newsletterCode sort ties by id.
         */
        get: operations["listNewsletterSubscriptionsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/newsletter/subscriptions/export-list-to-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscriptions as CSV
         * @description Every subscription matching the filters, in the given order, streamed as RFC 4180 CSV in UTF-8
         *     with a BOM (Content-Disposition attachment). Columns: id, newsletterCode, email, createdAt.
         *     createdAt is Europe/Stockholm local time (YYYY-MM-DD HH:MM:SS, as in the catalog export).
         *     Cells starting with =, +, -, @, tab or carriage return are prefixed with an apostrophe.
         */
        get: operations["exportNewsletterSubscriptionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order-form properties and templates */
        get: operations["getOrderFormOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/template/{templateCode}/property/{propertyCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A template code, or 'default' for the default definition. */
                templateCode: string;
                propertyCode: string;
            };
            cookie?: never;
        };
        /**
         * A property as the default or a template defines it
         * @description For a template without an override of the property the default definition is answered with isNew true.
         */
        get: operations["getOrderFormTemplateProperty"];
        put?: never;
        /**
         * Save a property's default or a template's override
         * @description With 'default' the default definition changes (the property is created if new). With a template the override is saved and the property code joins the template's differences.
         */
        post: operations["saveOrderFormTemplateProperty"];
        /**
         * Delete a template's override of a property
         * @description The template falls back to the default and the code leaves its differences. 'default' cannot be deleted (400); a template without that override gives 404.
         */
        delete: operations["deleteOrderFormTemplateProperty"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/quote/table/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which table: new (New quotes), waiting (Waiting orders), ordered (Partner Orders). */
                status: components["schemas"]["QuoteStatus"];
            };
            cookie?: never;
        };
        /**
         * Quotes of one status, one page
         * @description Default createdTime descending, 100 per page; deleted quotes are left out. Next and previous
         *     pages go by keyset with after/before (the answer's nextCursor/previousCursor), as in the other
         *     paged tables (added here: the spec names page only); page alone jumps by number. Ties of a sort
         *     are broken by id. filterable counts the status's quotes whatever the filters: the countries by
         *     name, and the 100 most frequent customer names.
         */
        get: operations["listQuotesByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/quote/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a quote
         * @description Marks the quote deleted; it no longer appears in any table. The answer's success is true.
         */
        post: operations["deleteQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/quote/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote with its customer and lines */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/quote/edifact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A quote as an EDIFACT ORDERS message
         * @description Path chosen by us (not given in the spec). A UN/EDIFACT ORDERS message (D.96A, syntax UNOC,
         *     segments UNA, UNB, UNH, BGM, DTM, NAD BY/SU/DP, CUX, LIN, IMD, QTY, PRI, UNS, UNT, UNZ) built from
         *     the quote, offered as a download (Content-Disposition attachment; filename="quote-{id}.edi").
         *     Opened in a new window, so it relies on the session cookie.
         */
        get: operations["downloadQuoteEdifact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-order/quote/order-platform-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Address of the quote on the order platform
         * @description Path chosen by us (not given in the spec). The address at which the quote is edited on the
         *     external order platform (the configured platform base address plus the quote id); the client
         *     opens it in a new window.
         */
        get: operations["getQuoteOrderPlatformLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/region/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A sales region with its child regions, zip codes and handlers */
        get: operations["getRegion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/region/{id}/handler": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a handler (location) to a region
         * @description Adding a location that already handles the region changes nothing (the answer's changed is false). An unknown location gives 404. The new handler takes the region's working-area flag as its area type.
         */
        post: operations["addRegionHandler"];
        /**
         * Remove a handler (location) from a region
         * @description Removing a location that does not handle the region changes nothing (the answer's changed is false).
         */
        delete: operations["removeRegionHandler"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/zipCode/{id}/handler": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a handler (location) to a zip code
         * @description Adding a location that already handles the zip code changes nothing (the answer's changed is false). An unknown location gives 404.
         */
        post: operations["addZipCodeHandler"];
        /**
         * Remove a handler (location) from a zip code
         * @description Removing a location that does not handle the zip code changes nothing (the answer's changed is false).
         */
        delete: operations["removeZipCodeHandler"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/region-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search regions and zip codes of a country
         * @description Matches region names, zip codes (spaces and dashes ignored) and localities starting with the term (case-insensitive); at most 100 rows, regions first (by name), then zip codes (by code). A zip code in no region is not listed (it has no place in the region tree). An unknown country code gives 404.
         */
        get: operations["searchRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/{type}/{id}/working-area": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Whether id is a region or a zip code. */
                type: "region" | "zipCode";
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flag a region or zip code as working area or contract area
         * @description workingArea true makes the area's handlers a working area; false makes it their contract area (which wins at equal match levels when routing catalog requests).
         */
        post: operations["setWorkingArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/area-statistics/{countryOrRegionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A country id or a region id (areaType says which). */
                countryOrRegionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Zip-code coverage of a country or region by location type
         * @description Counts the area's zip codes by the type of the location a catalog request from that zip code
         *     would be sent to (the routing rules: the zip code's handlers, then its regions from the most
         *     specific, then the country's; only active locations that take catalog requests and have an
         *     e-mail address). whitespot = no such location: nobody, or only the country's fallback e-mail.
         *     The areaType query parameter is our addition (the spec gives only the path); the client
         *     cancels a pending call when a new one starts.
         */
        get: operations["getAreaStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/area-coverage-gaps/{countryOrRegionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A country id or a region id (areaType says which). */
                countryOrRegionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The zip codes of a country or region that no store would get
         * @description Our addition (issue 15's coverage gaps; the spec has no such call): the area's zip codes
         *     whose catalog requests no store would get, i.e. exactly those getAreaStatistics counts as
         *     whitespot (the same routing statement decides both), each with its locality, the names of
         *     its regions of levels 1-3, its point, and whether the country's fallback e-mail catches its
         *     requests (fallsTo fallback) or nothing does (nowhere). Sorted by zip code. The same rows as
         *     CSV: exportCoverageGapsCsv.
         */
        get: operations["listCoverageGaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/area-coverage-gaps/{countryOrRegionId}/export-result-as-csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A country id or a region id (areaType says which). */
                countryOrRegionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The zip codes of a country or region that no store would get, as CSV
         * @description Our addition: the rows of listCoverageGaps (same order) streamed as RFC 4180 CSV in UTF-8
         *     with a BOM (Content-Disposition attachment, coverage-gaps-{areaType}-{countryOrRegionId}.csv). Columns: id, zipCode,
         *     locality, region1, region2, region3, latitude, longitude, fallsTo. Cells starting with =, +,
         *     -, @, tab or carriage return are prefixed with an apostrophe (formula-safe).
         */
        get: operations["exportCoverageGapsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/data/warranty/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A warranty registration */
        get: operations["getWarrantyRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/data/warranty/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Warranty registrations matching a search, one page
         * @description Newest first (createdDate descending).
         */
        get: operations["listWarrantyRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/data/warranty/get-paged-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Warranty registrations, one sorted and filtered page
         * @description Default createdDate descending, 100 per page. Next and previous pages go by keyset with
         *     after/before (the answer's nextCursor/previousCursor); page alone jumps by number.
         */
        get: operations["listWarrantyRegistrationsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/data/warranty/search-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find contacts to register a bed to
         * @description Contacts whose name, e-mail or phone contains the text, at most 50, by last name.
         */
        get: operations["searchWarrantyContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}/warranty-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A contact's warranty registrations */
        get: operations["listContactWarrantyRegistrations"];
        put?: never;
        /**
         * Register a bed to a contact
         * @description A bedId already registered gives 409; other field errors come as error.fields.
         */
        post: operations["createWarrantyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}/warranty-registrations/{registrationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                registrationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a warranty registration
         * @description The registration must belong to the contact in the path (else 404). A bedId used by another registration or a stale updatedAt gives 409.
         */
        put: operations["updateWarrantyRegistration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}/warranty-registrations/bed-id-unique-check": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /**
         * Whether a bed id is still unregistered
         * @description Checks against all registrations (of every contact); the path names the contact being edited.
         */
        get: operations["checkBedIdUnique"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/product/products/bed-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bed models and their colours */
        get: operations["listBedModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/product/products/top-mattresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top mattress models */
        get: operations["listTopMattresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts, one page or by e-mail
         * @description filter=page answers one page (search, sort) with total. Without filter, email is required and
         *     the answer is the list of contacts having that address (primary, alternative or pending; at most
         *     one in practice); the meeting booking dialog uses it, hence meetingBooking is also accepted.
         *     On a page, next and previous pages go by keyset with after/before (the answer's
         *     nextCursor/previousCursor); page alone jumps by number. Ties of a sort are broken by id;
         *     lastname ties by firstname, then id; email sorts by the primary address.
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact
         * @description Also used by the warranty dialog's create-contact mode, hence warranty is also accepted. An e-mail already used by another contact gives 409.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A contact */
        get: operations["getContact"];
        /** Update a contact */
        put: operations["updateContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/email-exist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an e-mail belongs to a contact */
        get: operations["checkContactEmailExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an alternative e-mail to a contact
         * @description An address used by any contact gives 409; the client shows error.message.
         */
        post: operations["addContactEmail"];
        /**
         * Remove an alternative or pending e-mail from a contact
         * @description The body names the address. The primary address cannot be removed (409); an address the contact does not have gives 404.
         */
        delete: operations["removeContactEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}/emails/set-primary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an alternative e-mail the primary one
         * @description The old primary address becomes an alternative. An address that is not one of the contact's alternatives gives 404.
         */
        post: operations["setContactPrimaryEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/contacts/{id}/account": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer-portal account for a contact
         * @description Path chosen by us (not given in the spec). Creates the portal account with the given e-mail or
         *     username; the portal e-mails the customer a link to set a password. A contact that already has
         *     an account, or a taken username, gives 409 (the client shows error.message).
         */
        post: operations["createContactPortalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/contact/account-exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a customer-portal account has a username
         * @description Path chosen by us (not given in the spec).
         */
        get: operations["checkContactAccountExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/editor/block/by-block-id/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The identifier shared by a block's versions in all sites. */
                blockId: string;
            };
            cookie?: never;
        };
        /** A block's versions per site (language) */
        get: operations["getBlockVersionsByBlockId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/editor/block/update-slides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the slides of a slideshow block
         * @description The block must be of class slideshow (else 400).
         */
        post: operations["updateBlockSlides"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/editor/block/set-preview-block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a block for the preview page
         * @description Keeps the block under identifier for one hour (replacing an earlier one); GET /en/preview-block?identifier= renders it.
         */
        post: operations["setPreviewBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/editor/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A CMS page with its blocks */
        get: operations["getCmsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/editor/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or save a CMS page with its blocks
         * @description Blocks left out of page.blocks are deleted. Changing a block's design (Advanced tab) needs
         *     cmsDesign and changing the page's seo needs cmsSeo; without them such a change gives 403
         *     (unchanged values are accepted). A stale page.updatedAt gives 409.
         */
        post: operations["saveCmsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/editor/deletePage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a CMS page
         * @description Deletes the page and its blocks; its content item no longer shows a page. A site's front page cannot be deleted (409; the client shows error.message).
         */
        post: operations["deleteCmsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/en/preview-block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The preview page of a stored block
         * @description Path chosen by us (the spec gives only polo_url plus 'en/preview-block'). An HTML page rendering
         *     the block stored by set-preview-block, shown in desktop, tablet and mobile frames and through a
         *     full-screen link. Needs the session (not public); answers 404 when nothing is stored under the
         *     identifier (or it expired).
         */
        get: operations["renderBlockPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/cms/content-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content items as trees */
        get: operations["listContentItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/cms/content-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A content item with its children */
        get: operations["getContentItem"];
        /** Update a content item */
        put: operations["updateContentItem"];
        /**
         * Create a content item under the item in the path
         * @description The path id is the parent (a site's root items are created with the site). The new item is placed
         *     last unless sortOrder is given; a slug used by a sibling gives 409.
         */
        post: operations["createContentItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sites and their content trees */
        get: operations["getCmsTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/tree/content-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The content item behind a tree node */
        get: operations["getCmsTreeContentItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/tree/update-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the label, order and exclusion flags of tree nodes
         * @description All nodes are saved in one transaction; an unknown id fails the whole save with 404.
         */
        post: operations["updateCmsTreeItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/tree/update-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move tree nodes (pages) to new parents and positions
         * @description Saves parent and order of the given nodes in one transaction; siblings are renumbered 0..n.
         *     A move across sites, or under the node itself or a descendant, gives 409.
         */
        post: operations["updateCmsTreePages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/upload/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file for CMS blocks
         * @description The raw file is the body, streamed to the media storage (at most 20 MB, else 413, refused from
         *     its Content-Length before any of it is read). The type is decided by the file's bytes, never
         *     its name or Content-Type: JPEG, PNG, GIF, WebP, TIFF and AVIF images, MP4 and WebM videos and
         *     PDF; anything else (SVG included) gives 415. Stored as it came under a content-addressed name
         *     (the SHA-256 of its bytes), used as an image identifier in blocks.
         */
        post: operations["uploadCmsFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations-import/available-languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Languages the account may import into
         * @description The sites' languages that are in the account's languagePermissions (all of them with 'all'); needs a non-empty languagePermissions (else 403).
         */
        get: operations["listTranslationImportLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations-import/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an uploaded translations file
         * @description The raw file is the body (at most 5 MB, else 413): CSV (UTF-8, BOM optional; comma or semicolon
         *     separated; quoted cells may hold newlines) or XLSX (the first sheet). Either the export's layout (code, then one column per language code) or three
         *     columns code, languageCode, text. Nothing is saved; the rows are answered for the import call.
         *     Needs a non-empty languagePermissions (else 403).
         */
        post: operations["parseTranslationsFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations-import/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import translation texts into one language
         * @description Compares the rows of languageCode with the stored texts and answers the diff. Unless dryRun,
         *     saves them in one transaction, all or nothing (new codes are created), and sets the translation
         *     purge flag; a dry run or any invalid row writes nothing. The account needs languageCode (or
         *     'all') in its languagePermissions (else 403).
         */
        post: operations["importTranslations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations-import/export-translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Translations as CSV
         * @description Streamed RFC 4180 CSV in UTF-8 with a BOM (Content-Disposition attachment): a header row code
         *     plus one column per site language, one row per key ordered by code. Cells starting with =, +,
         *     -, @, tab or carriage return are prefixed with an apostrophe. Needs a non-empty
         *     languagePermissions (else 403).
         */
        get: operations["exportTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/purge/cp-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Purge a CDN cache
         * @description code must be one of the three fixed purge targets (main site, its image manager, image-manager
         *     derivatives; these need cms) or the translations purge code from the frontend configuration
         *     (needs a non-empty languagePermissions); another code gives 400, a missing right 403. A
         *     successful translations purge resets the translation purge flag. The purge goes to the CDN
         *     adapter (default: a purge log); a CDN failure gives 503.
         */
        get: operations["purgeCdnCpCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/purge/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CDN purge log, one page
         * @description Path chosen by us (not in the spec). Every CDN purge, newest first, with who asked for it:
         *     with CDN_PURGE_WEBHOOK_URL unset the CDN adapter's embedded default logs each purge here and
         *     sends nothing (status logged), with it set each attempt is recorded here with the webhook's
         *     answer (sent or failed, the answer cut to its first 500 characters as stored). Purging the
         *     site needs cms, so reading its log does too. total is exact up to 10,000 matches, the
         *     planner's estimate above that (totalIsEstimate). Next and previous pages go by keyset with
         *     after/before (the answer's nextCursor/previousCursor); page alone jumps by number.
         */
        get: operations["getPurgeLogPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations/get-by-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Translations, one page
         * @description Needs a non-empty languagePermissions (else 403); every language can be read.
         */
        get: operations["listTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one translation text
         * @description Saves the text of translationCode in langCode; the account needs langCode (or 'all') in its
         *     languagePermissions (else 403). Sets the translation purge flag. An unknown code gives 404, a
         *     stale updatedAt 409.
         */
        put: operations["updateTranslation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/translations/purge-translation-flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether translations changed since the last purge
         * @description Needs a non-empty languagePermissions (else 403).
         */
        get: operations["getTranslationPurgeFlag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gdpr/export/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a contact's personal data
         * @description Everything stored about the contact having the e-mail (primary, alternative or pending) as a
         *     JSON file (Content-Disposition attachment). No such contact gives 404. The download is audited.
         */
        get: operations["exportContactPersonalData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gdpr/flush/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a contact's personal data
         * @description Deletes the contact with its e-mails, portal account and newsletter subscriptions; catalog
         *     requests, meeting bookings, media orders and warranty registrations made by it are kept but
         *     anonymised (names, e-mails, phones and street addresses cleared). Mails in the outbox sent to
         *     or naming the person are deleted, and the audit log's before/after copies about them are
         *     blanked. One transaction; the erasure itself is recorded (who, when, which contact id, rows
         *     per table) without the erased values. Cannot be undone; audited without the erased values.
         *     An unknown (or already erased) contact gives 404.
         */
        post: operations["eraseContactPersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        LoginRequest: {
            email: string;
            password: string;
        };
        /** Format: int64 */
        Id: number;
        /**
         * @description Permission code; 'all' grants every permission.
         * @enum {string}
         */
        PermissionCode: "all" | "account" | "meetingBooking" | "catalogOrder" | "contact" | "coper" | "dashboard" | "manager" | "media" | "newsletterSubscription" | "company" | "salesRegions" | "warranty" | "cms" | "cmsDesign" | "cmsSeo";
        RegionGroupRef: {
            id: components["schemas"]["Id"];
            name?: string | null;
            description?: string | null;
        };
        /** @description The logged-in account (answer of login and of users/current). */
        CurrentUser: {
            id: components["schemas"]["Id"];
            email: string;
            firstname: string | null;
            lastname: string | null;
            /** @description First and last name joined by a space, or whichever exists, else empty. */
            fullName: string;
            permissions: components["schemas"]["PermissionCode"][];
            languagePermissions: string[];
            groups?: components["schemas"]["RegionGroupRef"][];
        };
        /** @description The error shape of every non-2xx answer. */
        Error: {
            error: {
                /** @description Machine-readable code, e.g. VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, TIMEOUT, CONFLICT, VERSION_REQUIRED, PAYLOAD_TOO_LARGE, URI_TOO_LONG, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, HEADERS_TOO_LARGE, DB_UNAVAILABLE (the database cannot be reached), DB_BUSY (every database connection stayed busy; sent with Retry-After), DB_TIMEOUT (a statement ran past the statement timeout and was stopped), NOT_IMPLEMENTED. */
                code: string;
                /** @description Human-readable message (English); the client shows its catalogue text or, where the spec says so, this message. */
                message: string;
                /** @description Failing input fields, keyed by field path, with a message each. */
                fields?: {
                    [key: string]: string;
                };
                /** @description Set on 501 answers for operations that are not built yet. */
                operationId?: string;
            };
        };
        /** @description A staff account as returned by the server (the password is never returned). */
        Account: {
            id: components["schemas"]["Id"];
            firstname: string | null;
            lastname: string | null;
            /** Format: email */
            email: string;
            permissions: components["schemas"]["PermissionCode"][];
            /** @description 'all' or language codes (sv, en, ...) the account may edit. */
            languagePermissions: string[];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
            groups: components["schemas"]["RegionGroupRef"][];
        };
        /** @description Body of account create/update. On update an omitted or empty password keeps the old one. */
        AccountInput: {
            id?: components["schemas"]["Id"] | null;
            firstname?: string | null;
            lastname?: string | null;
            /** Format: email */
            email: string;
            /** @description At least 12 characters when set. */
            password?: string | null;
            permissions?: components["schemas"]["PermissionCode"][];
            languagePermissions?: string[];
            groups?: components["schemas"]["RegionGroupRef"][];
            /** @description Ignored. */
            createdAt?: string | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        PortalCredentials: {
            username: string;
            password: string;
        };
        /** @description The customer-portal account linked to a staff account. */
        PortalAccount: {
            username?: string | null;
            isSet: boolean;
        };
        /** @description A region group. In the tree answer childGroups is filled recursively. */
        RegionGroup: {
            id: components["schemas"]["Id"];
            /** @description The parent group's id (null for a top-level group). */
            groupId?: components["schemas"]["Id"] | null;
            name: string;
            description?: string | null;
            parentGroup?: components["schemas"]["RegionGroupRef"] | null;
            childGroups: components["schemas"]["RegionGroup"][];
            handlesCountries: components["schemas"]["RegionGroupCountry"][];
            handlesLocations: components["schemas"]["RegionGroupLocation"][];
            /** @description Accounts that belong to the group (id and names). */
            accounts?: {
                id: components["schemas"]["Id"];
                email: string;
                firstname?: string | null;
                lastname?: string | null;
            }[];
            /** Format: date-time */
            updatedAt?: string;
        };
        RegionGroupCountry: {
            id: components["schemas"]["Id"];
            code?: string;
            name?: string;
        };
        RegionGroupLocation: {
            id: components["schemas"]["Id"];
            name?: string;
        };
        /** @description Body of region group create and patch (patch changes only the fields sent). */
        RegionGroupInput: {
            id?: components["schemas"]["Id"] | null;
            /** @description Parent group id; null makes it a top-level group. A group cannot become its own descendant. */
            groupId?: components["schemas"]["Id"] | null;
            /** @description Alternative to groupId. */
            parentGroup?: components["schemas"]["RegionGroupRef"] | null;
            name?: string;
            description?: string | null;
            /** @description Countries the group handles; a country handled by a child group cannot be chosen (409). */
            handlesCountries?: components["schemas"]["RegionGroupCountry"][];
            /** @description Locations the group handles; a location handled by a child group cannot be chosen (409). */
            handlesLocations?: components["schemas"]["RegionGroupLocation"][];
            /** @description Ignored (read-only). */
            childGroups?: unknown[];
            /** @description Ignored; membership is saved through the account update. */
            accounts?: unknown[];
            /** @description Optimistic-concurrency token; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description Configuration the client reads at start (cached by the client). */
        FrontendConfig: {
            /** @description CDN purge code used for translations. */
            purgeCode: string;
            /** @description Base address of the preview renderer (defaults to this server). */
            polo_url: string;
            partnerPageBasePath?: string;
            map: {
                /** @description Basemap style; null means the offline style shipped with the app. */
                styleUrl: string | null;
                center: {
                    latitude: number;
                    longitude: number;
                };
                zoom: number;
            };
            /** @description The three fixed CDN purge targets. */
            purgeTargets?: {
                code: string;
                name: string;
            }[];
            applicationName?: string;
        };
        /**
         * @description A product a customer can order with a catalog request. Labels: nightcap Night cap, vase Vase,
         *     bedlegs Bed legs, baby-mobile Baby mobile, linen-press Linen press, eyeglass-case Eyeglass case,
         *     nightstand Nightstand, bedtray Bed tray, lamp-shade Lamp shade, sleepmask Sleep mask,
         *     wake-up-alarm Wake-up alarm, slippers Slippers, dreamcatcher Dreamcatcher.
         * @enum {string}
         */
        OrderableProduct: "nightcap" | "vase" | "bedlegs" | "baby-mobile" | "linen-press" | "eyeglass-case" | "nightstand" | "bedtray" | "lamp-shade" | "sleepmask" | "wake-up-alarm" | "slippers" | "dreamcatcher";
        /** @description A catalog request status: new (New, 1), pending (Pending, 2), failed ('Unmatched/Retry', 3), delivered (Delivered, 4), booked (Booked, 5; only set by the disabled book action). */
        CatalogOrderStatus: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            code: "new" | "pending" | "failed" | "delivered" | "booked";
            /** @description English display name. */
            name: string;
            sortOrder: number;
        };
        /**
         * @description Which routing rule chose the location: the zip code, a region of level 1-3, the country's
         *     handlers, the country's fallback e-mail, or a manual send (send-multiple).
         * @enum {string}
         */
        CatalogMatchType: "zipCode" | "region1" | "region2" | "region3" | "country" | "fallback" | "manual";
        /** @description A company location in brief (the 'handler' shape used wherever a location is named). */
        LocationRef: {
            id: components["schemas"]["Id"];
            name: string;
            address: {
                street: string | null;
                displayAddress: string;
                country: null | {
                    code: string;
                    name: string | null;
                };
            };
        };
        /** @description A catalog request (a brochure order from a customer) and where it was routed. */
        CatalogOrder: {
            id: components["schemas"]["Id"];
            firstname: string | null;
            lastname: string | null;
            email: string | null;
            phone?: string | null;
            street: string | null;
            apartmentNumber?: string | null;
            /** @description Region (state, province, county) as the customer typed it. */
            region?: string | null;
            city: string | null;
            zipCode: string | null;
            /** @description ISO 3166-1 alpha-2 code (XK for Kosovo). */
            country: string | null;
            /** Format: date-time */
            createdDate: string;
            /** @description The products ordered with the catalog. */
            offers: components["schemas"]["OrderableProduct"][];
            status: components["schemas"]["CatalogOrderStatus"];
            /**
             * Format: date-time
             * @description When the request was e-mailed to a location.
             */
            locationNotifiedAt: string | null;
            locationNotifiedToEmail: string | null;
            locationNotifiedByMatchType: components["schemas"]["CatalogMatchType"] | null;
            /** @description The location the request was sent to (null for a fallback e-mail or no match). */
            notifiedLocation: components["schemas"]["LocationRef"] | null;
            /** @description Why routing or sending failed (status failed). */
            errorMessage: string | null;
            /** @description The contact with the request's e-mail, if any. */
            contactId?: components["schemas"]["Id"] | null;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt: string;
        };
        /** @description One entry of a filter option list (value and how many rows have it). */
        FilterOption: {
            property: string | null;
            /** @description Display name where the property is a code (countries, locations). */
            name?: string | null;
            count: number;
        };
        CatalogOrderPage: {
            list: components["schemas"]["CatalogOrder"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            filterable: {
                /** @description Country codes (property) with names. */
                countries: components["schemas"]["FilterOption"][];
                /** @description Status codes (property) with names. */
                status: components["schemas"]["FilterOption"][];
            };
        };
        /**
         * @description Body of catalog request create and update. The client sends status and the location-notified
         *     fields as null; they, id, createdDate, errorMessage and contactId are ignored (set by the
         *     server). A created request is routed like one that arrives from the website.
         */
        CatalogOrderInput: {
            /** @description Must equal the path id on update. */
            id?: components["schemas"]["Id"] | null;
            firstname?: string | null;
            lastname?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            street: string;
            apartmentNumber?: string | null;
            region?: string | null;
            city: string;
            zipCode: string;
            country: string;
            /** @description Ignored. */
            createdDate?: string | null;
            /** @default [] */
            offers: components["schemas"]["OrderableProduct"][];
            /** @description Sent as null; ignored. */
            status?: null;
            locationNotifiedAt?: null;
            locationNotifiedToEmail?: null;
            locationNotifiedByMatchType?: null;
            notifiedLocation?: null;
            /** @description Ignored. */
            errorMessage?: string | null;
            /** @description Ignored. */
            contactId?: components["schemas"]["Id"] | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description One catalog request to send to one location. */
        CatalogOrderSend: {
            catalogOrderId: components["schemas"]["Id"];
            locationId: components["schemas"]["Id"];
        };
        /** @description An address to route as a test (nothing is sent). */
        RuleTestInput: {
            zipCode?: string | null;
            /** @description Region name as on a catalog request; matched case-insensitively against the country's regions. */
            region?: string | null;
            country: string;
        };
        /**
         * @description Every routing rule that matches the address, ordered by levels. levels is the distance of the
         *     rule: 0 the zip code, 1-3 the region chain from the most specific level upward, 4 the country's
         *     handlers, 5 the country's fallback e-mail. It is not the region's own level (1 state,
         *     2 province, 3 community), which matchType names: a state's handler of an address whose chain
         *     starts at its community matches at levels 3 as region1. The client shows the rules with the
         *     lowest levels value. Only active locations that accept catalog requests count. An empty list
         *     means no match.
         */
        RuleTestResult: {
            result: {
                levels: number;
                /** @enum {string} */
                matchType: "zipCode" | "region1" | "region2" | "region3" | "country" | "fallback";
                /** @description Null for the fallback e-mail. */
                location: components["schemas"]["LocationRef"] | null;
                /** @description Where the request would be e-mailed. */
                email: string | null;
                /**
                 * @description For region and zip-code rules; contract area beats working area at equal levels.
                 * @enum {string|null}
                 */
                areaType: "contractArea" | "workingArea" | null;
                /** @description For region rules, the name of the region the location handles (its level is in matchType); null otherwise. */
                regionName: string | null;
            }[];
        };
        /** @description A country and how many catalog requests came from it. */
        CatalogCountryCount: {
            code: string;
            name: string | null;
            count: number;
        };
        /**
         * @description Counts per interval for a stacked bar chart, oldest interval first (weeks are ISO weeks, months
         *     calendar months, Europe/Stockholm). datasets stack per label; each data array has one number
         *     per label.
         */
        DashboardIntervalChart: {
            /** @enum {string} */
            intervalType: "week" | "month";
            /** @description One per interval, e.g. 2025-W07 or 2025-02. */
            labels: string[];
            /** @description One per stack part, e.g. per status (catalog requests) or per country. */
            datasets: {
                label: string;
                data: number[];
            }[];
        };
        /** @description A mail the server sent or kept in its outbox (the HTML part is not listed). */
        OutboxMessage: {
            id: components["schemas"]["Id"];
            /** @description The sender as configured (MAIL_FROM) when the mail was written. */
            from: string | null;
            /** @description The recipient's address. */
            to: string;
            /** @description Where replies go (a catalog request's customer). */
            replyTo: string | null;
            subject: string;
            /** @description The plain-text body. */
            text: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the mail server accepted it; null while kept in the outbox or when refused.
             */
            sentAt: string | null;
            /** @description Sending attempts (0 when kept in the outbox without SMTP). */
            attempts: number;
            /** @description Why the mail server did not accept it. */
            errorMessage: string | null;
        };
        OutboxMessagePage: {
            list: components["schemas"]["OutboxMessage"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            /** @description No filter option lists for this table: the state filter's two values are fixed. */
            filterable: Record<string, never>;
        };
        /**
         * @description The location's type: null (none), shop_in_shop ('Shop in shop') or vividus_store (the brand's own store, shown as '{brand} store').
         * @enum {string|null}
         */
        LocationType: "shop_in_shop" | "vividus_store" | null;
        /** @description A country named by its ISO 3166-1 alpha-2 code (XK for Kosovo) and English name. */
        CountryRef: {
            /** @description The country record's id (null when the code has no country record). */
            id?: components["schemas"]["Id"] | null;
            code: string;
            name: string | null;
        };
        /** @description A postal address with optional coordinates (WGS 84). */
        Address: {
            id?: components["schemas"]["Id"] | null;
            street: string | null;
            zipCode: string | null;
            city: string | null;
            /** @description Second locality line (district, suburb or c/o). */
            city2?: string | null;
            country: components["schemas"]["CountryRef"] | null;
            latitude?: number | null;
            longitude?: number | null;
            /** @description Derived one-line address: street, zip code and city, country name (empty parts left out). Also the string the geocoder is given. */
            displayAddress: string;
        };
        /** @description A company location for choosers and maps (no opening hours). */
        LocationSummary: {
            id: components["schemas"]["Id"];
            name: string;
            locationType: components["schemas"]["LocationType"];
            active: boolean;
            shouldRetrieveCatalogRequests: boolean;
            email?: string | null;
            customerNumber?: string | null;
            address: components["schemas"]["Address"];
        };
        /** @description An address to save. id and displayAddress are ignored (derived on the server). */
        AddressInput: {
            /** @description Ignored. */
            id?: components["schemas"]["Id"] | null;
            street?: string | null;
            zipCode?: string | null;
            city?: string | null;
            city2?: string | null;
            country?: null | {
                /** @description Ignored. */
                id?: components["schemas"]["Id"] | null;
                code: string;
                /** @description Ignored. */
                name?: string | null;
            };
            latitude?: number | null;
            longitude?: number | null;
            /** @description Ignored. */
            displayAddress?: string | null;
        };
        /** @description One opening interval of a day, local time of the location (HH:mm; closing 24:00 means midnight). */
        OpeningHoursEntry: {
            /** @example 10:00 */
            opening: string;
            /** @example 18:00 */
            closing: string;
        };
        /** @description Opening intervals per weekday; an empty list means closed that day. Up to 6 intervals a day. */
        OpeningHoursWeek: {
            /** @default [] */
            monday: components["schemas"]["OpeningHoursEntry"][];
            /** @default [] */
            tuesday: components["schemas"]["OpeningHoursEntry"][];
            /** @default [] */
            wednesday: components["schemas"]["OpeningHoursEntry"][];
            /** @default [] */
            thursday: components["schemas"]["OpeningHoursEntry"][];
            /** @default [] */
            friday: components["schemas"]["OpeningHoursEntry"][];
            /** @default [] */
            saturday: components["schemas"]["OpeningHoursEntry"][];
            /** @default [] */
            sunday: components["schemas"]["OpeningHoursEntry"][];
        };
        /** @description A named set of weekly opening hours (e.g. 'Summer'). At most one schema of a location is active; the active one is the location's weekly hours. */
        TimeSchema: {
            name: string;
            /** @default false */
            active: boolean;
            openingHours: components["schemas"]["OpeningHoursWeek"];
        };
        /** @description Different hours on one date (holiday, event). opening and closing both null means closed all day. */
        OpeningHourDeviation: {
            /**
             * Format: date
             * @description YYYY-MM-DD.
             */
            date: string;
            opening: string | null;
            closing: string | null;
        };
        /**
         * @description Body of location create and update. fullSlug and partnerPage are ignored (derived, and set by the
         *     partner page calls). Only one time schema may be active; when one is active its hours replace
         *     weeklyOpeningHours.
         */
        CompanyLocationInput: {
            /** @description Must equal the path id on update. */
            id?: components["schemas"]["Id"] | null;
            name: string;
            locationType?: components["schemas"]["LocationType"];
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            /** @description Must start with http:// or https://. */
            website?: string | null;
            address: components["schemas"]["AddressInput"];
            /** @description Ignored. */
            fullSlug?: string | null;
            geographicArea?: null | {
                id: components["schemas"]["Id"];
                /** @description Ignored. */
                name?: string | null;
            };
            weeklyOpeningHours?: components["schemas"]["OpeningHoursWeek"];
            /** @default [] */
            timeSchemas: components["schemas"]["TimeSchema"][];
            /** @default [] */
            openingHourDeviations: components["schemas"]["OpeningHourDeviation"][];
            openingHoursInfoText?: string | null;
            /** @enum {string|null} */
            openingHoursSource?: "manual" | "timeSchema" | "external" | null;
            /** @default false */
            isVividusRetailer: boolean;
            /** @default true */
            showOpeningHours: boolean;
            /** @default true */
            active: boolean;
            /** @default true */
            shouldRetrieveCatalogRequests: boolean;
            /** @description Ignored. */
            partnerPage?: null | {
                id?: components["schemas"]["Id"];
                name?: string | null;
                hostname?: string | null;
            };
            /** @description Must start with http:// or https://. */
            instagramUrl?: string | null;
            customerNumber?: string | null;
            /**
             * @description Create only. When true the location's e-mail is added as a manager of the new location (a contact with that e-mail is found or created). Ignored on update.
             * @default false
             */
            createManager: boolean;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description A geographic area in brief. */
        GeographicAreaRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description A partner page in brief. */
        PartnerPageRef: {
            id: components["schemas"]["Id"];
            name: string;
            hostname: string;
        };
        /** @description A company location (store or point of sale). */
        CompanyLocation: {
            id: components["schemas"]["Id"];
            name: string;
            locationType: components["schemas"]["LocationType"];
            phone?: string | null;
            /** @description Where routed catalog requests are e-mailed. */
            email?: string | null;
            website?: string | null;
            address: components["schemas"]["Address"];
            /** @description Public page path of the location, e.g. se/stockholm/vividus-store-ostermalm (derived). */
            fullSlug: string;
            geographicArea?: components["schemas"]["GeographicAreaRef"] | null;
            weeklyOpeningHours: components["schemas"]["OpeningHoursWeek"];
            timeSchemas: components["schemas"]["TimeSchema"][];
            /** @description Ordered by date. */
            openingHourDeviations: components["schemas"]["OpeningHourDeviation"][];
            /** @description Free text shown with the opening hours. */
            openingHoursInfoText?: string | null;
            /**
             * @description Where weeklyOpeningHours come from: typed in (manual), the active time schema (timeSchema) or an external feed (external).
             * @enum {string|null}
             */
            openingHoursSource?: "manual" | "timeSchema" | "external" | null;
            /** @description The location is an authorised retailer of the brand. */
            isVividusRetailer: boolean;
            /** @default true */
            showOpeningHours: boolean;
            active: boolean;
            /**
             * @description Catalog requests may be routed to the location.
             * @default true
             */
            shouldRetrieveCatalogRequests: boolean;
            partnerPage: components["schemas"]["PartnerPageRef"] | null;
            instagramUrl?: string | null;
            /** @description The location's customer number in the order platform. */
            customerNumber?: string | null;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt: string;
        };
        CompanyLocationPage: {
            list: components["schemas"]["CompanyLocation"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            filterable: {
                /** @description Country codes (property) with their names. */
                countries: components["schemas"]["FilterOption"][];
                /** @description 'true' and 'false' with their counts. */
                active: components["schemas"]["FilterOption"][];
            };
        };
        /** @description Body of the inline type change. */
        LocationTypeUpdate: {
            locationType: components["schemas"]["LocationType"];
            /** @description Optimistic-concurrency token from the last read (or send If-Match); without it 428; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description Body of the inline customer number edit. An empty string or null clears the number. */
        CustomerNumberUpdate: {
            customerNumber: string | null;
            /** @description Must equal the path id. */
            locationId: components["schemas"]["Id"];
            /** @description Optimistic-concurrency token from the last read (or send If-Match); without it 428; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description A manager of a location (a contact linked to it). */
        Manager: {
            /** @description The contact's id. */
            id: components["schemas"]["Id"];
            firstname: string | null;
            lastname: string | null;
            /** @description First and last name joined by a space; '-' when both are empty. */
            fullname: string;
            /** @description The contact's primary e-mail. */
            email: string | null;
        };
        ManagerAddRequest: {
            /** Format: email */
            email: string;
        };
        /** @description Outcome of adding a manager. success false (with message) when the e-mail already manages the location. */
        ManagerAddResult: {
            success: boolean;
            manager: components["schemas"]["Manager"] | null;
            message: string | null;
        };
        /**
         * @description A partner page to save. One version per site. locations, when given on update, replaces the
         *     page's locations (a location has at most one partner page; one that has another gives 409).
         */
        PartnerPageInput: {
            /** @description Must equal the path id on update. */
            id?: components["schemas"]["Id"] | null;
            /** @description A lower-case host name; unique (409). */
            hostname: string;
            name: string;
            /** @default [] */
            versions: {
                site: {
                    id: components["schemas"]["Id"];
                    /** @description Ignored. */
                    name?: string | null;
                    /** @description Ignored. */
                    languageCode?: string | null;
                };
                name: string;
            }[];
            locations?: {
                id: components["schemas"]["Id"];
                /** @description Ignored. */
                name?: string | null;
            }[];
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description Body of partner page create; the page is created and attached to the location. */
        PartnerPageCreateRequest: {
            partnerPage: components["schemas"]["PartnerPageInput"];
            locationId: components["schemas"]["Id"];
        };
        /** @description A site (one per language) in brief. */
        SiteRef: {
            id: components["schemas"]["Id"];
            name: string;
            languageCode: string;
        };
        /** @description A partner page (a retailer's own mini-site). name is the default-language ('en') name; versions hold per-site names. */
        PartnerPage: {
            id: components["schemas"]["Id"];
            /** @description Host name the page is served on, e.g. bedshop.example.com. */
            hostname: string;
            name: string;
            /** @description At most one version per site. */
            versions: {
                site: components["schemas"]["SiteRef"];
                name: string;
            }[];
            /** @description The locations that use the page. */
            locations: {
                id: components["schemas"]["Id"];
                name: string;
            }[];
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        PartnerPageSearchRequest: {
            /** @description Text in the name or host name (case-insensitive); empty lists the first pages by name. */
            searchString: string;
        };
        /** @description A choice for a video's availability: 'all' (named 'Available for all partner-pages') or one partner page. */
        PartnerPageVideoOption: {
            id: "all" | components["schemas"]["Id"];
            name: string;
        };
        /** @description A partner page that has newsletter subscribers, with their number. */
        PartnerPageSubscribers: {
            id: components["schemas"]["Id"];
            name: string;
            hostname: string;
            numberOfSubscribers: number;
        };
        /**
         * @description A country the network works in. regions and handlers are filled by the single-country call
         *     and left out of lists.
         */
        Country: {
            id: components["schemas"]["Id"];
            /** @description English name. */
            name: string;
            /** @description Swedish name. */
            nameSv?: string | null;
            /** @description ISO 3166-1 alpha-2 code (XK for Kosovo). */
            code: string;
            /** @description The country's top-level (level 1) regions. */
            regions?: {
                id: components["schemas"]["Id"];
                name: string;
                level: number;
            }[];
            /** @description Locations that handle the whole country (routing level 4). */
            handlers?: components["schemas"]["LocationRef"][];
            /** @default false */
            isKeyMarket: boolean;
            /**
             * @description The country is divided into its own sales regions.
             * @default false
             */
            haveSpecificSalesRegions: boolean;
            /** @description Where catalog requests go when no location matches (routing level 5). Set with the fallback-handler call. */
            catalogFallbackEmail: string | null;
            /**
             * @description The country's handlers are a stop-gap until its regions have their own.
             * @default false
             */
            handlersAreTemporary: boolean;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        /** @description Body of country create and update. Handlers and the fallback e-mail have their own calls; regions are edited under sales regions. */
        CountryInput: {
            /** @description Must equal the path id on update. */
            id?: components["schemas"]["Id"] | null;
            name: string;
            nameSv?: string | null;
            /** @description ISO 3166-1 alpha-2 code (XK allowed); unique (409). */
            code: string;
            /** @default false */
            isKeyMarket: boolean;
            /** @default false */
            haveSpecificSalesRegions: boolean;
            /** @default false */
            handlersAreTemporary: boolean;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        CountryHandlerRequest: {
            locationId: components["schemas"]["Id"];
        };
        /** @description An empty string clears the fallback e-mail. */
        CountryFallbackEmailRequest: {
            emailAddress: string;
        };
        /** @description A named area drawn on the map. */
        GeographicArea: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The shape as WKT in WGS 84 (longitude latitude), a MULTIPOLYGON. */
            wktShape: string;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
            /** @description The stores (company locations) whose position lies inside the shape, by name. Our addition (the spec's form lists the partners inside a drawn shape). */
            locations?: components["schemas"]["LocationRef"][];
        };
        /** @description Body of area create and update. A POLYGON is stored as a one-part MULTIPOLYGON; an invalid or self-intersecting shape gives 400. */
        GeographicAreaInput: {
            /** @description Required on update (names the area). */
            id?: components["schemas"]["Id"] | null;
            name: string;
            /** @description WKT in WGS 84 (longitude latitude). */
            wktShape: string;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description The area the store was assigned to, with its handlers and type after the change. */
        AreaAssignResult: {
            /** @description The region of the given level that contains the zip code. */
            region: {
                id: components["schemas"]["Id"];
                name: string;
                level: number;
                workingArea: boolean;
            };
            level: number;
            /** @enum {string} */
            type: "contractArea" | "workingArea";
            handlers: components["schemas"]["LocationRef"][];
        };
        /**
         * @description Zip-code areas as a GeoJSON FeatureCollection (RFC 7946, WGS 84). Each feature's properties name
         *     the regions the zip code lies in (r1..r3, level ids) with suffixes h (handler location ids),
         *     ca (has contract-area handlers) and wa (is a working area).
         */
        GeoJsonFeatureCollection: {
            /** @enum {string} */
            type: "FeatureCollection";
            features: {
                /** @enum {string} */
                type: "Feature";
                /** @description The zip code's id. */
                id?: components["schemas"]["Id"];
                geometry: {
                    /** @enum {string} */
                    type: "Point" | "Polygon" | "MultiPolygon";
                    /** @description Nested [longitude, latitude] positions as GeoJSON prescribes for the type. */
                    coordinates: unknown[];
                } | null;
                properties: {
                    zipCode: string;
                    countryCode: string;
                    r1?: components["schemas"]["Id"] | null;
                    r2?: components["schemas"]["Id"] | null;
                    r3?: components["schemas"]["Id"] | null;
                    r1h?: components["schemas"]["Id"][];
                    r2h?: components["schemas"]["Id"][];
                    r3h?: components["schemas"]["Id"][];
                    r1ca?: boolean;
                    r2ca?: boolean;
                    r3ca?: boolean;
                    r1wa?: boolean;
                    r2wa?: boolean;
                    r3wa?: boolean;
                };
            }[];
        };
        /**
         * @description Application performance index of the server's own requests in the window: satisfied at most T,
         *     tolerating at most 4T, frustrated above 4T or failed (5xx); score = (satisfied + tolerating/2) / total,
         *     null when there were no requests.
         */
        DashboardApdex: {
            score: number | null;
            satisfied: number;
            tolerating: number;
            frustrated: number;
            total: number;
            /** @description T (500 ms). */
            thresholdMs: number;
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
        };
        /** @description Screen views recorded by the app in the window, most viewed screen first. */
        DashboardPageViews: {
            total: number;
            perScreen: {
                /** @description Route state name, e.g. app.catalog-order.list. */
                screen: string;
                views: number;
            }[];
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
        };
        DashboardPageViewInput: {
            /** @description The route state name of the screen shown. */
            screen: string;
        };
        /** @description A site's settings. Changing design needs cmsDesign and seo needs cmsSeo (else 403). */
        SiteProperties: {
            design?: {
                theme?: string | null;
                /** @description Stored file name of the logo. */
                logoIdentifier?: string | null;
                faviconIdentifier?: string | null;
                primaryColor?: string | null;
                customCss?: string | null;
            };
            seo?: {
                title?: string | null;
                titleSuffix?: string | null;
                description?: string | null;
                keywords?: string | null;
                /** @description Ask search engines not to index the site. */
                noIndex?: boolean | null;
                googleSiteVerification?: string | null;
            };
        };
        /** @description A site of the public website, one per language. */
        Site: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description e.g. sv, en, de_AT. */
            languageCode: string;
            /** @description The site's first path segment on the website. */
            slug: string;
            /** @description Live on the website; null counts as active. */
            isActive: boolean | null;
            properties: components["schemas"]["SiteProperties"];
            /** @description The page shown at the site's root. */
            frontpage: null | {
                id: components["schemas"]["Id"];
                title: string;
                slug: string;
            };
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        /**
         * @description Body of site create (name, languageCode, slug required) and change (only the fields sent change).
         *     languageCode and slug are unique (409). A new site defaults to inactive.
         */
        SiteInput: {
            /** @description Must equal the path id on change. */
            id?: components["schemas"]["Id"] | null;
            name?: string;
            languageCode?: string;
            slug?: string;
            isActive?: boolean | null;
            properties?: components["schemas"]["SiteProperties"];
            /** @description A page of this site. */
            frontpage?: null | {
                id: components["schemas"]["Id"];
                /** @description Ignored. */
                title?: string | null;
                /** @description Ignored. */
                slug?: string | null;
            };
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        SitePage: {
            list: components["schemas"]["Site"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            filterable: {
                /** @description 'true' and 'false' with their counts. */
                isActive: components["schemas"]["FilterOption"][];
            };
        };
        /** @description A media folder. In the tree answer folderList is filled recursively; mediaList is filled by the single-folder answer only. */
        MediaFolder: {
            id: components["schemas"]["Id"];
            name: string;
            slug: string;
            description?: string | null;
            /** @description Child folders, ordered by sortOrder. */
            folderList: components["schemas"]["MediaFolder"][];
            /** @description Media in the folder, ordered by the folder's mediaSortMethod. */
            mediaList: components["schemas"]["MediaMedia"][];
            mediaSortMethod: components["schemas"]["MediaSortMethod"];
            /** @description Position among siblings (renumbered 0..n after every change). */
            sortOrder: number;
            /** @description The parent folder (null for a root folder). */
            parentFolderId?: components["schemas"]["Id"] | null;
            isRootFolder: boolean;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        /** @description A media item (image or video) with its three stored files. */
        MediaMedia: {
            id: components["schemas"]["Id"];
            name: string;
            description?: string | null;
            slug: string;
            /** Format: date-time */
            publishedDate?: string | null;
            /** @description Stored file name of the thumbnail. */
            thumbnail?: string | null;
            thumbnailOriginalFilename?: string | null;
            /** @description Stored file name of the low-resolution file. */
            lowRes?: string | null;
            lowResOriginalFilename?: string | null;
            /** @description Stored file name of the high-resolution file. */
            highRes?: string | null;
            highResOriginalFilename?: string | null;
            sortOrder: number;
            parentFolderId: components["schemas"]["Id"];
            /** @description Where the media comes from (credit or source address). */
            source?: string | null;
            downloadedTimes: number;
        };
        /**
         * @description How a folder's media are ordered: custom (ascending sortOrder), alphabetical (name ascending), published_date (newest first, undated last).
         * @default published_date
         * @enum {string}
         */
        MediaSortMethod: "custom" | "alphabetical" | "published_date";
        /** @description A media item inside a folder save. No id creates it; file fields take stored names returned by upload-file. */
        MediaMediaInput: {
            id?: components["schemas"]["Id"] | null;
            name: string;
            description?: string | null;
            slug?: string | null;
            /** Format: date-time */
            publishedDate?: string | null;
            thumbnail?: string | null;
            thumbnailOriginalFilename?: string | null;
            lowRes?: string | null;
            lowResOriginalFilename?: string | null;
            highRes?: string | null;
            highResOriginalFilename?: string | null;
            sortOrder?: number | null;
            /** @description Ignored; the folder being saved is the parent. */
            parentFolderId?: components["schemas"]["Id"] | null;
            source?: string | null;
            /** @description Ignored (read-only). */
            downloadedTimes?: number | null;
        };
        /**
         * @description Body of folder create and update. parentFolderId is read on create only. On update, folderList
         *     (ids in the wanted order) makes the listed folders this folder's children in that order (a folder
         *     listed here is moved from its old parent; one that is this folder or an ancestor of it gives 400);
         *     children not listed stay where they are. mediaList creates (no id) and updates media and sets
         *     their order; media not listed are kept (delete them with DELETE /rest/media/media/{id}).
         */
        MediaFolderInput: {
            id?: components["schemas"]["Id"] | null;
            name: string;
            /** @description Derived from the name when empty. */
            slug?: string | null;
            description?: string | null;
            mediaSortMethod?: components["schemas"]["MediaSortMethod"];
            /** @description Wanted position among siblings; siblings are renumbered 0..n. */
            sortOrder?: number | null;
            /** @description Create only; null or omitted creates a root folder. */
            parentFolderId?: components["schemas"]["Id"] | null;
            folderList?: {
                id: components["schemas"]["Id"];
            }[];
            mediaList?: components["schemas"]["MediaMediaInput"][];
            /** @description Ignored (read-only). */
            isRootFolder?: boolean | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description The first item is the stored file name (unique; use it in the media's file fields). */
        MediaUploadResult: string[];
        MediaTotalDownloads: {
            id: components["schemas"]["Id"];
            /** @description How many times the media item has been downloaded. */
            total: number;
        };
        /** @description An order (download request) of media by a person. */
        MediaOrder: {
            id: components["schemas"]["Id"];
            /** @description Who ordered. */
            name: string;
            email?: string | null;
            status: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            orderDate: string | null;
            totalDownloads: number;
        };
        MediaOrderPage: {
            list: components["schemas"]["MediaOrder"][];
            total: number;
            /** @description True when total is a planner estimate (above 10,000 matches). */
            totalIsEstimate: boolean;
            filterable: {
                status: components["schemas"]["FilterOption"][];
            };
        };
        /** @description One person's downloads summed over all their media orders. */
        MediaPersonDownloads: {
            /** @description Id of the person's latest media order. */
            id: components["schemas"]["Id"];
            name: string;
            email?: string | null;
            /**
             * Format: date-time
             * @description Latest order date.
             */
            orderDate?: string | null;
            totalDownloads: number;
        };
        MediaPersonDownloadsPage: {
            list: components["schemas"]["MediaPersonDownloads"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description No filter option lists for this table. */
            filterable: Record<string, never>;
        };
        /** @description A CMS site (one per language) referred to by id. */
        CmsSiteRef: {
            id: components["schemas"]["Id"];
            name?: string | null;
            languageCode?: string | null;
        };
        /** @description The video's texts for one site (language); at most one per site. */
        VideoVersion: {
            site: components["schemas"]["CmsSiteRef"];
            header?: string | null;
            preamble?: string | null;
            quote?: string | null;
            quoter?: string | null;
        };
        VideoPartnerPageRef: {
            id: components["schemas"]["Id"];
            name?: string | null;
        };
        /** @description A video (from a CMS video block) and where it may be shown. A video with no title fields is shown as 'undefined name'. */
        Video: {
            id: components["schemas"]["Id"];
            header?: string | null;
            preamble?: string | null;
            quote?: string | null;
            quoter?: string | null;
            /** @description The CMS block (blockId) the video belongs to. */
            blockId?: string | null;
            versions: components["schemas"]["VideoVersion"][];
            /** @description Partner pages that may show the video (empty when isAvailableForPartnerPages is true). */
            availableToSpecificPartnerPages: components["schemas"]["VideoPartnerPageRef"][];
            /** @description Available to all partner pages. */
            isAvailableForPartnerPages: boolean;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        VideoPage: {
            list: components["schemas"]["Video"][];
            total: number;
            totalIsEstimate: boolean;
            filterable: {
                /** @description 'all' (available for all partner pages) and each partner page id with its name. */
                availableTo: components["schemas"]["FilterOption"][];
            };
        };
        CmsSiteRefInput: {
            id: components["schemas"]["Id"];
            /** @description Ignored. */
            name?: string | null;
            /** @description Ignored. */
            languageCode?: string | null;
        };
        /**
         * @description Body of a video update. Either isAvailableForPartnerPages is true and availableToSpecificPartnerPages
         *     is empty, or the flag is false and the list names the pages (both set gives 400). One version per site.
         */
        VideoInput: {
            /** @description Must equal the path id when set. */
            id?: components["schemas"]["Id"] | null;
            header?: string | null;
            preamble?: string | null;
            quote?: string | null;
            quoter?: string | null;
            /** @description Ignored (read-only). */
            blockId?: string | null;
            versions: {
                site: components["schemas"]["CmsSiteRefInput"];
                header?: string | null;
                preamble?: string | null;
                quote?: string | null;
                quoter?: string | null;
            }[];
            availableToSpecificPartnerPages: {
                id: components["schemas"]["Id"];
                /** @description Ignored. */
                name?: string | null;
            }[];
            isAvailableForPartnerPages: boolean;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /**
         * @description Booking status; every booking starts as new.
         * @default new
         * @enum {string}
         */
        MeetingBookingStatus: "new" | "done" | "canceled";
        /** @description A visit a customer booked at a location. */
        MeetingBooking: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            createdAt: string;
            firstname: string | null;
            lastname: string | null;
            email: string | null;
            telephone?: string | null;
            /** @description The location the visit is booked at (null when it was deleted). */
            location: components["schemas"]["LocationRef"] | null;
            status: components["schemas"]["MeetingBookingStatus"];
            /** @description The customer's message, if any. */
            message?: string | null;
            /** Format: date-time */
            updatedAt?: string;
        };
        MeetingBookingPage: {
            list: components["schemas"]["MeetingBooking"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            filterable: {
                /** @description Country codes with names. */
                countries: components["schemas"]["FilterOption"][];
                /** @description Location ids with names. */
                locations: components["schemas"]["FilterOption"][];
                status: components["schemas"]["FilterOption"][];
            };
        };
        MeetingBookingStatusUpdate: {
            bookingId: components["schemas"]["Id"];
            status: components["schemas"]["MeetingBookingStatus"];
        };
        Newsletter: {
            id: components["schemas"]["Id"];
            /** @description The newsletter's code (also its label key). */
            code: string;
        };
        NewsletterSubscription: {
            id: components["schemas"]["Id"];
            newsletter: components["schemas"]["Newsletter"];
            email: string;
            /** Format: date-time */
            createdAt: string;
        };
        NewsletterSubscriptionPage: {
            list: components["schemas"]["NewsletterSubscription"][];
            total: number;
            totalIsEstimate: boolean;
            filterable: {
                newsletterCodes: components["schemas"]["FilterOption"][];
            };
        };
        /** @enum {string} */
        OrderFormPropertyDataType: "measurement" | "choice";
        /** @description One choice of a choice-type property. */
        OrderFormPropertyOption: {
            code: string;
            displayName: string;
        };
        /** @description An order-form property as the default defines it, or as a template overrides it (templateCode says which). */
        OrderFormProperty: {
            code: string;
            displayName: string;
            dataType: components["schemas"]["OrderFormPropertyDataType"];
            /** @description The choices (choice type only; empty for measurement). */
            options: components["schemas"]["OrderFormPropertyOption"][];
            /** @description Measurement unit, e.g. cm (measurement type). */
            unit?: string | null;
            minValue?: number | null;
            maxValue?: number | null;
            /** @description Default measurement value or option code. */
            defaultValue?: string | null;
            /** @description 'default' for the default definition, else the template that overrides it. */
            templateCode: string;
            /** @description True when a template has no override yet (the default is shown). */
            isNew?: boolean;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token.
             */
            updatedAt?: string | null;
        };
        OrderFormTemplate: {
            /** @description Template code; 'default' is the default template. */
            code: string;
            displayName?: string | null;
            /** @description Codes of the properties this template overrides. */
            differences: string[];
        };
        OrderFormOverview: {
            /** @description The default definition of every property. */
            properties: components["schemas"]["OrderFormProperty"][];
            templates: components["schemas"]["OrderFormTemplate"][];
        };
        /** @description Body of a property save for the default or a template. options is required (non-empty) for choice type. */
        OrderFormPropertyInput: {
            /** @description Must equal the path's propertyCode when set. */
            code?: string | null;
            displayName: string;
            dataType: components["schemas"]["OrderFormPropertyDataType"];
            options?: components["schemas"]["OrderFormPropertyOption"][];
            unit?: string | null;
            minValue?: number | null;
            maxValue?: number | null;
            defaultValue?: string | null;
            /** @description Ignored; the path names the template. */
            templateCode?: string | null;
            /** @description Ignored. */
            isNew?: boolean | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /**
         * @description Quote state: new (new quotes), waiting (waiting orders), ordered (placed orders).
         * @enum {string}
         */
        QuoteStatus: "new" | "waiting" | "ordered";
        /** @description A quote row of the quote tables. */
        Quote: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            createdTime: string;
            customerName1: string | null;
            /** @description ISO 3166-1 alpha-2 code. */
            customerCountry: string | null;
            status: components["schemas"]["QuoteStatus"];
            /** @description The partner location that made the quote. */
            location?: components["schemas"]["LocationRef"] | null;
        };
        QuotePage: {
            list: components["schemas"]["Quote"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            filterable: {
                customerName1: components["schemas"]["FilterOption"][];
                /** @description Country codes with names. */
                customerCountry: components["schemas"]["FilterOption"][];
            };
        };
        QuoteDeleteRequest: {
            id: components["schemas"]["Id"];
        };
        QuoteLine: {
            lineNumber: number;
            /** @description Article number (EDIFACT LIN item number). */
            productCode: string;
            description?: string | null;
            quantity: number;
            /**
             * @description UN/ECE rec. 20 unit code.
             * @default PCE
             */
            unit: string;
            unitPrice?: number | null;
            /** @description The order-form property values chosen for the line. */
            properties?: {
                code: string;
                displayName?: string | null;
                value: string;
            }[];
        };
        /** @description A quote with its customer and lines (answer of quote/view). */
        QuoteDetail: components["schemas"]["Quote"] & {
            /** @description The partner's own order reference. */
            reference?: string | null;
            customerName2?: string | null;
            customerStreet?: string | null;
            customerZipCode?: string | null;
            customerCity?: string | null;
            customerEmail?: string | null;
            customerTelephone?: string | null;
            /** Format: date */
            deliveryDate?: string | null;
            /** @description ISO 4217 code. */
            currency?: string | null;
            totalAmount?: number | null;
            lines: components["schemas"]["QuoteLine"][];
        };
        /** @description The country a region or zip code belongs to. */
        RegionCountry: {
            id: components["schemas"]["Id"];
            code: string;
            name?: string | null;
        };
        /**
         * @description A sales region of level 1-3. The answer of GET /rest/region/{id} fills regions (child regions,
         *     each with empty regions and zipCodes until loaded themselves) and zipCodes.
         */
        Region: {
            id: components["schemas"]["Id"];
            level: number;
            name: string;
            country: components["schemas"]["RegionCountry"];
            /** @description Child regions (next level). */
            regions: components["schemas"]["Region"][];
            /** @description Zip codes directly in this region. */
            zipCodes: components["schemas"]["ZipCode"][];
            /** @description Locations that handle the region. */
            handlers: components["schemas"]["LocationRef"][];
            parentRegion?: components["schemas"]["RegionRef"] | null;
            /** @description Zip codes grouped by prefix when there are more than 35 (default prefix length 4); empty otherwise. */
            zipCodeGroups: components["schemas"]["RegionZipCodeGroup"][];
            regionBoundaries?: components["schemas"]["RegionBoundaries"] | null;
            /**
             * @description True when the handlers work the region as a working area; false means it is their contract area.
             * @default false
             */
            workingArea: boolean;
        };
        ZipCode: {
            id: components["schemas"]["Id"];
            locality?: string | null;
            zipCode: string;
            suburb?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /** @description IANA time zone, e.g. Europe/Stockholm. */
            timezone?: string | null;
            /** @description UTC offset, e.g. +01:00. */
            utc?: string | null;
            country: components["schemas"]["RegionCountry"];
            handlers: components["schemas"]["LocationRef"][];
            /** @description Outline points as 'lat,lng' strings; malformed entries are skipped by the map. */
            coordinates: string[];
            /** @description True when the handlers are inherited from the region rather than set on the zip code. */
            handlersAreTemporary: boolean;
            /**
             * @description As Region.workingArea.
             * @default false
             */
            workingArea: boolean;
            /** @description Always null; kept because the save payload has the field. */
            postcode?: string | null;
        };
        RegionRef: {
            id: components["schemas"]["Id"];
            level: number;
            name?: string | null;
            /** @description The region's own parent, up to level 1 (Region.parentRegion of GET /rest/region/{id} carries the whole chain; absent elsewhere). */
            parentRegion?: components["schemas"]["RegionRef"] | null;
        };
        /** @description Zip codes sharing a prefix (grouping applies above 35 zip codes; a group above 35 is split again). */
        RegionZipCodeGroup: {
            prefix: string;
            zipCodes: components["schemas"]["ZipCode"][];
            groups?: components["schemas"]["RegionZipCodeGroup"][];
        };
        /** @description Bounding box of the region's zip codes. */
        RegionBoundaries: {
            minLat: number;
            maxLat: number;
            minLng: number;
            maxLng: number;
        };
        RegionHandlerRequest: {
            locationId: components["schemas"]["Id"];
        };
        /** @description The area's handlers after the change. */
        RegionHandlers: {
            id: components["schemas"]["Id"];
            handlers: components["schemas"]["LocationRef"][];
            /** @description False when the call changed nothing (the location already handled the area, or did not handle it for a removal). */
            changed: boolean;
        };
        /** @description One search hit with its region chain from the top down (region1 the topmost region, each with its own level; a chain that skips a level has no gap here); zipCode is set when the hit is a zip code, else the last region of the chain is the hit. */
        RegionSearchRow: {
            region1: components["schemas"]["RegionRef"];
            region2?: components["schemas"]["RegionRef"] | null;
            region3?: components["schemas"]["RegionRef"] | null;
            zipCode?: null | {
                id: components["schemas"]["Id"];
                zipCode: string;
                locality?: string | null;
            };
        };
        RegionWorkingAreaRequest: {
            workingArea: boolean;
        };
        RegionWorkingAreaResult: {
            id: components["schemas"]["Id"];
            workingArea: boolean;
        };
        /** @description How many zip codes of the area are covered by locations of one type: whitespot = no handler at all; null = handled by locations with no type set. */
        AreaStatisticsRow: {
            /** @enum {string|null} */
            locationType: "shop_in_shop" | "vividus_store" | "whitespot" | null;
            numberOfZipCodes: number;
        };
        /**
         * @description A zip code whose catalog requests no store would get (a whitespot of getAreaStatistics): they
         *     go to the country's fallback e-mail (fallsTo fallback) or nowhere.
         */
        CoverageGap: {
            id: components["schemas"]["Id"];
            zipCode: string;
            locality: string | null;
            /** @description The name of the zip code's region of level 1 (state). */
            region1: string | null;
            /** @description Level 2 (province). */
            region2: string | null;
            /** @description Level 3 (community). */
            region3: string | null;
            latitude: number | null;
            longitude: number | null;
            /**
             * @description fallback when the country has a fallback e-mail, which then gets the requests.
             * @enum {string}
             */
            fallsTo: "fallback" | "nowhere";
        };
        ContactEmail: {
            id: components["schemas"]["Id"];
            value: string;
        };
        /** @description A contact in short (names and primary e-mail). */
        ContactRef: {
            id: components["schemas"]["Id"];
            firstname?: string | null;
            lastname?: string | null;
            primaryEmail?: components["schemas"]["ContactEmail"] | null;
        };
        /** @description A bed registered for warranty against a contact. */
        WarrantyRegistration: {
            id: components["schemas"]["Id"];
            /** @description A bed model name. */
            bedModel: string;
            /** @description One of the bed model's colours. */
            bedColor?: string | null;
            bedTopMattressModel?: string | null;
            /** @description The bed's serial id (unique). */
            bedId: string;
            purchasedMonth: number;
            purchasedYear: number;
            /** @default false */
            careReminders: boolean;
            /** @description Where the bed was bought (address.country included). */
            purchaseLocation?: components["schemas"]["LocationRef"] | null;
            /** Format: date-time */
            createdDate: string;
            registeredTo: components["schemas"]["ContactRef"] | null;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        WarrantyRegistrationPage: {
            list: components["schemas"]["WarrantyRegistration"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            /** @description No filter option lists for this table. */
            filterable: Record<string, never>;
        };
        /** @description The contact's customer-portal account. */
        ContactAccount: {
            username?: string | null;
            /** @description True when the contact has a portal account. */
            isSet: boolean;
        };
        /** @description A customer contact. Each e-mail address belongs to one contact only. */
        Contact: {
            id: components["schemas"]["Id"];
            firstname: string | null;
            lastname: string | null;
            primaryEmail: components["schemas"]["ContactEmail"] | null;
            alternativeEmails: components["schemas"]["ContactEmail"][];
            /** @description Addresses the customer added in the portal that are not confirmed yet. */
            pendingEmails: components["schemas"]["ContactEmail"][];
            employer?: string | null;
            address?: components["schemas"]["Address"] | null;
            telephone?: string | null;
            mobilePhone?: string | null;
            account: components["schemas"]["ContactAccount"];
            /** Format: date-time */
            createdAt?: string;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        /**
         * @description Body of registration create and update; the contact is the one in the path. bedColor must be one
         *     of the model's colours; purchasedYear/Month may not lie in the future; a bedId used by another
         *     registration gives 409.
         */
        WarrantyRegistrationInput: {
            /** @description Must equal the path registrationId on update. */
            id?: components["schemas"]["Id"] | null;
            bedModel: string;
            bedColor?: string | null;
            bedTopMattressModel?: string | null;
            bedId: string;
            purchasedMonth: number;
            purchasedYear: number;
            /** @default false */
            careReminders: boolean;
            purchaseLocation?: null | {
                id: components["schemas"]["Id"];
                /** @description Ignored. */
                name?: string | null;
            };
            /**
             * Format: date-time
             * @description Defaults to now on create; ignored on update.
             */
            createdDate?: string | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        BedModel: {
            name: string;
            colors: {
                name: string;
            }[];
        };
        TopMattress: {
            name: string;
        };
        ContactPage: {
            list: components["schemas"]["Contact"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            /** @description No filter option lists for this table. */
            filterable: Record<string, never>;
        };
        /**
         * @description Body of contact create and update. An e-mail already used by another contact gives 409.
         *     alternativeEmails replaces the alternative list (items with an empty value are ignored; the ones
         *     without id are added). pendingEmails and account.isSet are read-only.
         */
        ContactInput: {
            /** @description Must equal the path id on update. */
            id?: components["schemas"]["Id"] | null;
            firstname?: string | null;
            lastname?: string | null;
            primaryEmail?: null | {
                id?: components["schemas"]["Id"] | null;
                /** Format: email */
                value: string;
            };
            alternativeEmails?: {
                id?: components["schemas"]["Id"] | null;
                value: string;
            }[];
            /** @description Ignored (read-only). */
            pendingEmails?: {
                id?: components["schemas"]["Id"] | null;
                value?: string;
            }[];
            employer?: string | null;
            address?: components["schemas"]["AddressInput"] | null;
            telephone?: string | null;
            mobilePhone?: string | null;
            account?: null | {
                username?: string | null;
                /** @description At least 12 characters when set. */
                password?: string | null;
                repeatPassword?: string | null;
                /** @description Ignored. */
                isSet?: boolean | null;
            };
            /** @description Ignored. */
            createdAt?: string | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        ContactEmailRequest: {
            /** Format: email */
            email: string;
        };
        /** @description Give exactly one of email (used as username) or username. The portal e-mails the customer a link to set a password. */
        ContactAccountRequest: {
            /** Format: email */
            email?: string;
            username?: string;
        };
        /**
         * @description The block's kind; selects its editor template. New blocks default to text_header.
         * @enum {string}
         */
        BlockClass: "bed" | "bed_configurator" | "bed_viewer" | "choose_bed" | "custom_template" | "image_list" | "informative_image" | "interactive_guide" | "order_catalog" | "photo_grid" | "product_grid" | "slideshow" | "split_block" | "text_header" | "text_story" | "video" | "video_list" | "campaign" | "book_meeting" | "popup" | "quote";
        /** @description An image chosen from the media library or uploaded (stored file name). */
        BlockImage: {
            identifier: string;
            /** @enum {string} */
            type: "static";
        };
        /** @description One cell of an image_list block. */
        BlockImageListCell: {
            header?: string | null;
            preamble?: string | null;
            text?: string | null;
            linkUrl?: string | null;
            linkText?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description One cell of a video_list block. */
        BlockVideoListCell: {
            header?: string | null;
            preamble?: string | null;
            text?: string | null;
            UrlMp4?: string | null;
            UrlOgg?: string | null;
            UrlWebm?: string | null;
            /** @description Play as a muted background video. */
            BgVideo?: boolean | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description A point on an informative_image block, positioned in percent of the image (the editor keeps two decimals; no multipleOf, which binary floats such as 0.07 fail). */
        BlockInformativeImagePoint: {
            horizontalPos: number;
            verticalPos: number;
            header?: string | null;
            text?: string | null;
        };
        /**
         * @description A node of a display-rules tree (popup and campaign blocks). logical: operator && (all) or || (any)
         *     over rules; comparator: property compared to value.
         */
        BlockRuleNode: {
            /** @enum {string} */
            type: "logical" | "comparator";
            /**
             * @description logical only.
             * @enum {string}
             */
            operator?: "&&" | "||";
            /** @description logical only. */
            rules?: components["schemas"]["BlockRuleNode"][];
            /** @description comparator only, e.g. country, language, bedModel. */
            property?: string;
            /**
             * @description comparator only.
             * @enum {string}
             */
            comparator?: "==" | "!=" | "<" | "<=" | ">" | ">=";
            /** @description comparator only. */
            value?: string | number | boolean | null;
        };
        /**
         * @description The block's content; which keys are used depends on the class (the editor templates). Keys not
         *     named here are class-specific settings holding plain JSON.
         */
        BlockData: {
            header?: string | null;
            preamble?: string | null;
            text?: string | null;
            quote?: string | null;
            quoter?: string | null;
            /** @description image_list and video_list cells. */
            cells?: (components["schemas"]["BlockImageListCell"] | components["schemas"]["BlockVideoListCell"])[];
            /** @description informative_image points. */
            points?: components["schemas"]["BlockInformativeImagePoint"][];
            /** @description slideshow slides. */
            slides?: unknown[];
            /** @description Display rules (popup, campaign). */
            rules?: components["schemas"]["BlockRuleNode"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The block's design settings (Advanced tab); changing them needs cmsDesign. */
        BlockDesign: {
            /** @description Extra CSS class names (space separated). */
            cssClass?: string | null;
            theme?: string | null;
            backgroundColor?: string | null;
            /** @enum {string|null} */
            textAlign?: "left" | "center" | "right" | null;
            fullWidth?: boolean | null;
            spacingTop?: number | null;
            spacingBottom?: number | null;
        };
        /** @description A block of a page in one site (language). blockId is shared by the block's versions in the other sites. */
        Block: {
            id: components["schemas"]["Id"];
            class: components["schemas"]["BlockClass"];
            blockId: string;
            sortOrder: number;
            image?: components["schemas"]["BlockImage"] | null;
            /** @description Satisfies its class's schema (BlockDataOfClass). */
            data: components["schemas"]["BlockData"];
            design?: components["schemas"]["BlockDesign"];
            pageId?: components["schemas"]["Id"] | null;
            site?: components["schemas"]["CmsSiteRef"] | null;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token.
             */
            updatedAt?: string;
        };
        /** @description One site's (language's) version of a block. */
        BlockVersion: {
            site: components["schemas"]["CmsSiteRef"];
            block: components["schemas"]["Block"];
        };
        /** @description One slide of a slideshow block. */
        BlockSlideshowSlide: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            linkUrl?: string | null;
            linkText?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description Body of update-slides; replaces the slides of a slideshow block. */
        BlockSlidesUpdate: {
            /** @description The block's id. */
            id: components["schemas"]["Id"];
            slides: components["schemas"]["BlockSlideshowSlide"][];
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description The data of a bed block: A bed model's presentation. */
        BlockDataBed: {
            /** @description The bed model's name (products). */
            bedModel?: string | null;
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description The data of a bed_configurator block: The configurator of a bed model. */
        BlockDataBedConfigurator: {
            /** @description The bed model's name (products). */
            bedModel?: string | null;
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description The data of a bed_viewer block: A bed model's image viewer. */
        BlockDataBedViewer: {
            /** @description The bed model's name (products). */
            bedModel?: string | null;
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description The data of a choose_bed block: A chooser between bed models. */
        BlockDataChooseBed: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            /** @description The bed models to choose between (all when empty). */
            bedModels?: string[];
        };
        /** @description The data of a custom_template block: A template of the site rendered in the page. */
        BlockDataCustomTemplate: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            /** @description The name of the site template rendered here. */
            template?: string | null;
        };
        /** @description The data of a image_list block: A list of image cells. */
        BlockDataImageList: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            cells?: components["schemas"]["BlockImageListCell"][];
        };
        /** @description The data of a informative_image block: An image with points explained. */
        BlockDataInformativeImage: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
            points?: components["schemas"]["BlockInformativeImagePoint"][];
        };
        /** @description One step of an interactive_guide block. */
        BlockGuideStep: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description The data of a interactive_guide block: A guide in steps. */
        BlockDataInteractiveGuide: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            steps?: components["schemas"]["BlockGuideStep"][];
        };
        /** @description The data of a order_catalog block: The catalog order form. */
        BlockDataOrderCatalog: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Codes of the catalog offers shown. */
            offers?: string[];
        };
        /** @description The data of a photo_grid block: A grid of photos. */
        BlockDataPhotoGrid: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            cells?: components["schemas"]["BlockImageListCell"][];
        };
        /** @description The data of a product_grid block: A grid of products. */
        BlockDataProductGrid: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            /** @description Product names or codes shown in the grid. */
            products?: string[];
        };
        /** @description The data of a slideshow block: Slides of images and text. */
        BlockDataSlideshow: {
            header?: string | null;
            slides?: components["schemas"]["BlockSlideshowSlide"][];
            /** @description Seconds per slide; 0 or null does not advance by itself. */
            autoplaySeconds?: number | null;
        };
        /** @description The data of a split_block block: Text beside an image. */
        BlockDataSplitBlock: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
            /** @enum {string|null} */
            imagePosition?: "left" | "right" | null;
            linkUrl?: string | null;
            linkText?: string | null;
        };
        /** @description The data of a text_header block: A heading with a preamble. */
        BlockDataTextHeader: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            linkUrl?: string | null;
            linkText?: string | null;
        };
        /** @description The data of a text_story block: A story: heading and text. */
        BlockDataTextStory: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description The data of a video block: A video. */
        BlockDataVideo: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            UrlMp4?: string | null;
            UrlOgg?: string | null;
            UrlWebm?: string | null;
            /** @description Play as a muted background video. */
            BgVideo?: boolean | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /** @description The data of a video_list block: A list of video cells. */
        BlockDataVideoList: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            cells?: components["schemas"]["BlockVideoListCell"][];
        };
        /** @description The data of a campaign block: A campaign banner shown by its display rules. */
        BlockDataCampaign: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
            linkUrl?: string | null;
            linkText?: string | null;
            /** @description Display rules. */
            rules?: components["schemas"]["BlockRuleNode"] | null;
            /** Format: date-time */
            startsAt?: string | null;
            /** Format: date-time */
            endsAt?: string | null;
        };
        /** @description The data of a book_meeting block: The meeting booking form. */
        BlockDataBookMeeting: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            preamble?: string | null;
        };
        /** @description The data of a popup block: A popup shown by its display rules. */
        BlockDataPopup: {
            header?: string | null;
            /** @description Rich text (sanitised on save). */
            text?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
            linkUrl?: string | null;
            linkText?: string | null;
            /** @description Display rules. */
            rules?: components["schemas"]["BlockRuleNode"] | null;
            /** @description Seconds before the popup opens. */
            delaySeconds?: number | null;
        };
        /** @description The data of a quote block: A quote and who said it. */
        BlockDataQuote: {
            quote?: string | null;
            quoter?: string | null;
            image?: components["schemas"]["BlockImage"] | null;
        };
        /**
         * @description Which data schema goes with which block class: a block's data must satisfy the schema of its
         *     class (BlockData<Class>), so the server refuses data its class does not know (400 naming the
         *     field) and the editor's forms are built from the same schemas. Rich-text fields say
         *     contentMediaType text/html; the server sanitises them on save.
         */
        BlockDataOfClass: unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown;
        /** @description A block inside a page save or a preview. No id creates it; new blocks get the highest sortOrder + 1 when none is given. */
        BlockInput: {
            id?: components["schemas"]["Id"] | null;
            class: components["schemas"]["BlockClass"];
            /** @description Set to link this block to its versions in other sites; generated when empty. */
            blockId?: string | null;
            sortOrder?: number | null;
            image?: components["schemas"]["BlockImage"] | null;
            /** @description Must also satisfy its class's schema (BlockDataOfClass: BlockData<Class>); rich text is sanitised on save. */
            data?: components["schemas"]["BlockData"];
            design?: components["schemas"]["BlockDesign"];
            /** @description Ignored; the page being saved owns the block. */
            pageId?: components["schemas"]["Id"] | null;
            /** @description Ignored; the page's site. */
            site?: components["schemas"]["CmsSiteRefInput"] | null;
            updatedAt?: string | null;
        } & components["schemas"]["BlockDataOfClass"];
        /** @description A block to render on the preview page under identifier (kept for one hour). */
        CmsPreviewRequest: {
            identifier: string;
            data: components["schemas"]["BlockInput"];
        };
        /** @description The page's SEO settings; changing them needs cmsSeo. */
        CmsPageSeo: {
            metaTitle?: string | null;
            metaDescription?: string | null;
            canonicalUrl?: string | null;
            noIndex?: boolean | null;
        };
        /** @description A CMS page of one site with its blocks (ordered by sortOrder). */
        CmsPage: {
            id: components["schemas"]["Id"];
            title: string;
            slug: string;
            site: components["schemas"]["CmsSiteRef"];
            /** @description The content item (tree node) the page hangs on. */
            contentItemId?: components["schemas"]["Id"] | null;
            blocks: components["schemas"]["Block"][];
            seo?: components["schemas"]["CmsPageSeo"];
            isFrontpage?: boolean;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on save.
             */
            updatedAt?: string;
        };
        /**
         * @description A page to save. No id creates it (siteId required then). blocks replaces the page's blocks:
         *     blocks left out are deleted.
         */
        CmsPageInput: {
            id?: components["schemas"]["Id"] | null;
            title: string;
            /** @description Derived from the title when empty. */
            slug?: string | null;
            siteId?: components["schemas"]["Id"] | null;
            contentItemId?: components["schemas"]["Id"] | null;
            blocks: components["schemas"]["BlockInput"][];
            seo?: components["schemas"]["CmsPageSeo"];
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        CmsPageSaveRequest: {
            page: components["schemas"]["CmsPageInput"];
        };
        CmsPageDeleteRequest: {
            pageId: components["schemas"]["Id"];
        };
        CmsSuccess: {
            /** @constant */
            success: true;
        };
        /** @description A node of a site's content tree, linking to a page (content). children is filled in tree answers. */
        ContentItem: {
            id: components["schemas"]["Id"];
            label: string;
            slug: string;
            /** @description The site's language code. */
            language: string;
            content?: null | {
                id: components["schemas"]["Id"];
                title?: string | null;
            };
            sortOrder: number;
            /** Format: date-time */
            createdDate: string;
            children: components["schemas"]["ContentItem"][];
            parentId?: components["schemas"]["Id"] | null;
            siteId?: components["schemas"]["Id"];
            excludeFromNavigation?: boolean;
            excludeFromSearch?: boolean;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token; send it back on update.
             */
            updatedAt?: string;
        };
        /** @description Body of content item create (as a child of the path's item) and update. Without content.id a create also creates an empty page titled as the label; an update with content null unlinks the page (the page stays), without content keeps it. */
        ContentItemInput: {
            id?: components["schemas"]["Id"] | null;
            label: string;
            /** @description Derived from the label when empty; unique among siblings (409). */
            slug?: string | null;
            /** @description Ignored; the site's language. */
            language?: string | null;
            content?: null | {
                id: components["schemas"]["Id"];
                /** @description Ignored. */
                title?: string | null;
            };
            sortOrder?: number | null;
            /** @description Ignored; an item takes its parent's site. */
            siteId?: components["schemas"]["Id"] | null;
            /** @description Ignored when creating under a parent (the path id is the parent). */
            parentId?: components["schemas"]["Id"] | null;
            excludeFromNavigation?: boolean | null;
            excludeFromSearch?: boolean | null;
            /** @description Ignored. */
            createdDate?: string | null;
            /** @description Optimistic-concurrency token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description A node of the CMS site tree (a content item seen as navigation). */
        TreeNode: {
            id: components["schemas"]["Id"];
            label: string;
            sortOrder: number;
            excludeFromNavigation: boolean;
            excludeFromSearch: boolean;
            siteId?: components["schemas"]["Id"];
            parentId?: components["schemas"]["Id"] | null;
            slug?: string;
            pageId?: components["schemas"]["Id"] | null;
            children?: components["schemas"]["TreeNode"][];
        };
        /** @description The sites and each site's content tree (top-level nodes with children). */
        CmsTree: {
            sites: components["schemas"]["Site"][];
            nodes: components["schemas"]["TreeNode"][];
        };
        /** @description The four editable node fields of update-items. */
        TreeNodeInput: {
            id: components["schemas"]["Id"];
            label?: string;
            sortOrder?: number;
            excludeFromNavigation?: boolean;
            excludeFromSearch?: boolean;
        };
        TreeNodeList: {
            nodes: components["schemas"]["TreeNode"][];
        };
        /** @description The position of one page node for update-pages. */
        TreeNodeMoveInput: {
            id: components["schemas"]["Id"];
            /** @description New parent in the same site; null for top level. A node cannot move under itself or a descendant (409). */
            parentId?: components["schemas"]["Id"] | null;
            sortOrder: number;
        };
        TranslationLanguage: {
            languageCode: string;
            name: string;
        };
        TranslationImportRow: {
            code: string;
            languageCode: string;
            text: string;
        };
        /** @description The parsed rows of an uploaded file (nothing is saved yet). */
        TranslationUploadResult: {
            rows: components["schemas"]["TranslationImportRow"][];
            /** @description Languages found in the file. */
            languageCodes: string[];
        };
        /** @description Rows to import into one language; rows of other languages are skipped. */
        TranslationImportRequest: {
            languageCode: string;
            rows: components["schemas"]["TranslationImportRow"][];
            /**
             * @description True: answer the diff only, write nothing.
             * @default false
             */
            dryRun: boolean;
        };
        TranslationImportNew: {
            code: string;
            text: string;
            /** @description The key itself does not exist yet (it is created). */
            newCode: boolean;
        };
        TranslationImportChange: {
            code: string;
            oldText: string;
            newText: string;
        };
        /** @description A row that cannot be imported. */
        TranslationImportInvalid: {
            /** @description 1-based position in the request's rows. */
            row: number;
            code: string | null;
            /**
             * @description invalidCode: blank, surrounding spaces or control characters in the code; duplicateCode: the
             *     code appears earlier in the rows of this language with another text.
             * @enum {string}
             */
            reason: "invalidCode" | "duplicateCode";
        };
        /**
         * @description The import's diff against the stored texts of languageCode, the same shape for a dry run and a
         *     commit. Rows with an empty text or of another language are skipped. With any invalid row nothing
         *     is written; a commit writes all rows in one transaction or none.
         */
        TranslationImportResult: {
            /** @description True when the texts were saved (not a dry run and no invalid row). */
            written: boolean;
            /** @description Texts the language did not have yet. */
            new: components["schemas"]["TranslationImportNew"][];
            /** @description Texts that differ from the stored ones. */
            changed: components["schemas"]["TranslationImportChange"][];
            /** @description Rows equal to the stored text. */
            unchanged: number;
            invalid: components["schemas"]["TranslationImportInvalid"][];
            /** @description Rows of other languages, with an empty text, or repeating an earlier row with the same text. */
            skipped: number;
        };
        CmsPurgeResult: {
            success: boolean;
            code: string;
            /** Format: date-time */
            purgedAt?: string;
        };
        /** @description The account that asked for a purge. */
        PurgeLogAccount: {
            id: components["schemas"]["Id"];
            /** @description First and last name joined by a space; the e-mail when both are empty. */
            name: string;
            email: string;
        };
        /** @description One CDN purge as the CDN adapter logged it. */
        PurgeLogEntry: {
            id: components["schemas"]["Id"];
            /**
             * Format: date-time
             * @description When the purge was logged.
             */
            createdAt: string;
            /** @description What the code purges, by name ("Main site", "translations"). */
            target: string;
            /** @description The CDN purge code (CP code); null for purges logged before codes were kept. */
            code: string | null;
            /**
             * @description logged: kept in the log only (no webhook); sent: the webhook took it; failed: the webhook refused it or did not answer.
             * @enum {string}
             */
            status: "logged" | "sent" | "failed";
            /** @description The webhook's answer (HTTP status and the first 500 characters of its body) or why there was none; null when logged only. */
            response: string | null;
            /** @description Who purged; null when the account has since been deleted. */
            account: components["schemas"]["PurgeLogAccount"] | null;
        };
        PurgeLogPage: {
            list: components["schemas"]["PurgeLogEntry"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description Send as after for the next page; null on the last page. */
            nextCursor?: string | null;
            /** @description Send as before for the previous page; null on the first page. */
            previousCursor?: string | null;
            /** @description No filter option lists for this table: the status filter's three values are fixed. */
            filterable: Record<string, never>;
        };
        TranslationText: {
            languageCode: string;
            text: string;
            /**
             * Format: date-time
             * @description Optimistic-concurrency token for this text.
             */
            updatedAt?: string | null;
        };
        /** @description A translation key and its texts in the languages asked for. */
        Translation: {
            code: string;
            /** @description Used on partner pages (export filter partner-pages). */
            isPartnerPage?: boolean;
            translations: components["schemas"]["TranslationText"][];
        };
        TranslationPage: {
            list: components["schemas"]["Translation"][];
            total: number;
            totalIsEstimate: boolean;
            /** @description No filter option lists for this table. */
            filterable: Record<string, never>;
        };
        /** @description One text of one translation key in one language (an empty string clears it). */
        TranslationUpdate: {
            translationString: string;
            langCode: string;
            translationCode: string;
            /** @description The text's token from the last read; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /**
         * @description Everything stored about the contact with the e-mail (a JSON file download): the contact with
         *     its e-mail addresses (primary, alternative, pending), its customer-portal account, the
         *     locations it manages, the catalog requests, warranty registrations, meeting bookings,
         *     newsletter subscriptions and media orders that are its own (its contact id or one of its
         *     addresses), the mails in the outbox sent to it or naming it, and the audit log's entries about
         *     it or naming it.
         */
        GdprContactExport: {
            /** Format: date-time */
            exportedAt: string;
            contact: components["schemas"]["Contact"];
            /** @description The contact's customer-portal account (never its password), or null. */
            portalAccount: null | {
                username: string;
                /** Format: date-time */
                createdAt: string;
            };
            /** @description The company locations the contact manages. */
            managedLocations: {
                id: components["schemas"]["Id"];
                name: string;
            }[];
            warrantyRegistrations: components["schemas"]["WarrantyRegistration"][];
            catalogOrders: components["schemas"]["CatalogOrder"][];
            meetingBookings: components["schemas"]["MeetingBooking"][];
            newsletterSubscriptions: components["schemas"]["NewsletterSubscription"][];
            mediaOrders: components["schemas"]["MediaOrder"][];
            /** @description Mails sent to one of the contact's addresses or naming it (a catalog request forwarded to a store). */
            outboxMails: components["schemas"]["OutboxMessage"][];
            /** @description Audit log entries about the contact or its records, or whose before/after copies name it. */
            auditEntries: {
                id: components["schemas"]["Id"];
                /** Format: date-time */
                at: string;
                operation: string;
                recordType: string | null;
                recordId: string | null;
                /** @description The record before the write (any JSON), or null. */
                before: unknown;
                /** @description The record after the write (any JSON), or null. */
                after: unknown;
            }[];
        };
        GdprPersonalDataDeleteRequest: {
            /** @description The contact's id. */
            id: components["schemas"]["Id"];
        };
    };
    responses: {
        /** @description The request's headers, its address with the query string included, are over 16 KB; refused before any operation is reached. */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A path parameter is too long to be routed (over 100 characters); no operation is reached. */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is of a content type, charset or encoding the operation does not take (only UTF-8 JSON, or the operation's own file types; compressed bodies are refused). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Operation not built yet; error.operationId names it. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid input; error.fields names the failing fields. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The session's account lacks the permission (or language right) this operation needs, or a cross-site request was refused. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database cannot serve the request now; retry shortly. DB_UNAVAILABLE when it cannot be reached, DB_BUSY when no connection came free in time (with Retry-After in seconds), DB_TIMEOUT when the statement ran too long and was stopped. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record changed since it was read (optimistic concurrency) or violates a uniqueness rule. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No record with that id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The update came without the record's version (error.code VERSION_REQUIRED, error.fields names
         *     the version field, e.g. updatedAt). Send the updatedAt read with the record, in the body or as
         *     an If-Match header; a version that is no longer the stored one gives 409.
         */
        PreconditionRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        id: components["schemas"]["Id"];
        /**
         * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
         *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
         *     name the same instant (else 400). `*` and weak tags name no version.
         */
        ifMatch: string;
        accountId: components["schemas"]["Id"];
        /** @description 1-based page number. */
        page: number;
        /** @description Rows per page. */
        count: number;
        /**
         * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
         *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
         *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
         */
        after: string;
        /**
         * @description The previousCursor of an answer under the same filters, sort and direction: the page right
         *     before that answer's first row, by keyset; at the list's start, the first page. Not with
         *     after. Refused with 400 like after.
         */
        before: string;
        direction: "asc" | "desc";
        /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
        filters: string;
        /** @description week (ISO weeks) or month (calendar months), Europe/Stockholm. */
        intervalType: "week" | "month";
        /** @description How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows. */
        numberOfIntervals: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    loginUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; the answer contains the e-mail. */
            200: {
                headers: {
                    /** @description The session cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account of the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /** @description Optional search over name and e-mail. */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts, ordered by last name then first name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description The created account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    linkPortalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: components["parameters"]["accountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalCredentials"];
            };
        };
        responses: {
            /** @description The link state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlinkPortalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: components["parameters"]["accountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPortalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: components["parameters"]["accountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redirectToPortal: {
        parameters: {
            query: {
                storeId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the portal. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRegionGroupTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level groups with their child groups, handled countries, locations and accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tree: components["schemas"]["RegionGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRegionGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every group, ordered by name (childGroups left empty). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionGroup"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRegionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegionGroupInput"] & unknown;
            };
        };
        responses: {
            /** @description The created group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRegionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRegionGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegionGroupInput"];
            };
        };
        responses: {
            /** @description The changed group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFrontendConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrontendConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogOrdersPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                /** @description Column to sort by; default createdDate descending. */
                sort?: "createdDate" | "id" | "firstname" | "lastname" | "email" | "zipCode" | "city" | "country" | "status" | "locationNotifiedAt" | "locationNotifiedToEmail";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of catalog requests with the filter option lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCatalogOrdersCsv: {
        parameters: {
            query?: {
                sort?: "createdDate" | "id" | "firstname" | "lastname" | "email" | "zipCode" | "city" | "country" | "status" | "locationNotifiedAt" | "locationNotifiedToEmail";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="catalog-requests.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCatalogOrders: {
        parameters: {
            query?: {
                filter?: "contact";
                /** @description Required with filter=contact, and only with it (else 400). */
                contactId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrder"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCatalogOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogOrderInput"];
            };
        };
        responses: {
            /** @description The created request after routing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCatalogOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogOrderInput"];
            };
        };
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCatalogOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bookCatalogOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booked request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCatalogOrderStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses by sortOrder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrderStatus"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendCatalogOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogOrderSend"][];
            };
        };
        responses: {
            /** @description The requests after sending, in the order given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogOrder"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testCatalogRouting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleTestInput"];
            };
        };
        responses: {
            /** @description Every matching rule with its levels (empty when nothing matches). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTopCatalogCountriesLastMonth: {
        parameters: {
            query?: {
                numberOfCountries?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries, most requests first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogCountryCount"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogOrdersPerInterval: {
        parameters: {
            query: {
                /** @description week (ISO weeks) or month (calendar months), Europe/Stockholm. */
                intervalType: components["parameters"]["intervalType"];
                /** @description How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows. */
                numberOfIntervals?: components["parameters"]["numberOfIntervals"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardIntervalChart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCatalogCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogCountryCount"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOutboxPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                /** @description Column to sort by; default createdAt descending. */
                sort?: "createdAt" | "to" | "subject";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the outbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLocations: {
        parameters: {
            query?: {
                filter?: "with-coordinates" | "shape";
                /** @description WKT POLYGON or MULTIPOLYGON in WGS 84 (longitude latitude); with filter=shape. */
                shape?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyLocationInput"];
            };
        };
        responses: {
            /** @description The created location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLocationsPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                /** @description Column to sort by; default name ascending (country sorts by the country's English name). */
                sort?: "name" | "id" | "customerNumber" | "locationType" | "active" | "country" | "city" | "zipCode" | "email";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of locations with the filter option lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLocationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLocationsCsv: {
        parameters: {
            query?: {
                sort?: "name" | "id" | "customerNumber" | "locationType" | "active" | "country" | "city" | "zipCode" | "email";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="locations.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyLocationInput"];
            };
        };
        responses: {
            /** @description The updated location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeLocationType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationTypeUpdate"];
            };
        };
        responses: {
            /** @description The updated location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLocationsInCountry: {
        parameters: {
            query: {
                /** @description ISO 3166-1 alpha-2 code (XK allowed). */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchLocations: {
        parameters: {
            query: {
                searchString: string;
                /** @description The location being edited (left out of the answer). */
                locationId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationRef"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPartnerLocations: {
        parameters: {
            query: {
                searchString: string;
                /** @description The location being edited (left out of the answer). */
                locationId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationRef"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLocationCustomerNumber: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerNumberUpdate"];
            };
        };
        responses: {
            /** @description The updated location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLocationManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The managers by last name, first name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manager"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addLocationManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagerAddRequest"];
            };
        };
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagerAddResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeLocationManager: {
        parameters: {
            query: {
                contactId: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    geocodeAddress: {
        parameters: {
            query: {
                /** @description ISO 3166-1 alpha-2 code of the address's country (XK allowed); the dialog asks for it first. */
                country: string;
                zipCode?: string;
                city?: string;
                street?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome, with results when status is OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "OK" | "ZERO_RESULTS" | "OVER_QUERY_LIMIT" | "REQUEST_DENIED" | "UNKNOWN_ERROR";
                        results: {
                            latitude: number;
                            longitude: number;
                            /**
                             * @description What matched, from most to least precise (zipCodeArea: the middle of the codes sharing the zip code's prefix).
                             * @enum {string}
                             */
                            precision: "address" | "street" | "zipCode" | "zipCodeArea" | "locality" | "region" | "country";
                            /** @description What was found, e.g. "114 55 Stockholm, Sweden". */
                            label: string;
                            /**
                             * @description The postal-code table or the HTTP geocoder.
                             * @enum {string}
                             */
                            source: "postalCodes" | "http";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPartnerPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerPageCreateRequest"];
            };
        };
        responses: {
            /** @description The created page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePartnerPage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerPageInput"];
            };
        };
        responses: {
            /** @description The updated page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePartnerPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLocationPartnerPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                pageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPartnerPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerPageSearchRequest"];
            };
        };
        responses: {
            /** @description The matching pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartnerPageVideoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPageVideoOption"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartnerPagesWithNewsletterSubscribers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages with their subscriber counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPageSubscribers"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryInput"];
            };
        };
        responses: {
            /** @description The created country. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCountry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryInput"];
            };
        };
        responses: {
            /** @description The updated country with its regions and handlers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCountriesWithLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries by name (without regions and handlers). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCountriesWithGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries by name (without regions and handlers). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCountriesWithCatalogRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries by name (without regions and handlers). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addCountryHandler: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryHandlerRequest"];
            };
        };
        responses: {
            /** @description The country with its handlers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCountryHandler: {
        parameters: {
            query: {
                locationId: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country with its handlers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setCountryFallbackEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryFallbackEmailRequest"];
            };
        };
        responses: {
            /** @description The country after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGeographicAreas: {
        parameters: {
            query?: {
                filter?: "shape";
                /** @description WKT POLYGON or MULTIPOLYGON in WGS 84 (longitude latitude); with filter=shape. */
                shape?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The areas by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeographicArea"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGeographicArea: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeographicAreaInput"] & unknown;
            };
        };
        responses: {
            /** @description The updated area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeographicArea"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGeographicArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeographicAreaInput"];
            };
        };
        responses: {
            /** @description The created area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeographicArea"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignAreaHandler: {
        parameters: {
            query: {
                /** @description The company location to assign. */
                storeId: components["schemas"]["Id"];
                /** @description A zip code inside the area clicked on the map. */
                zipCode: string;
                /** @description ISO 3166-1 alpha-2 code of the zip code's country. */
                countryCode?: string;
                level: number;
                type: "contractArea" | "workingArea";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The area after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaAssignResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAreaGeoJson: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 code; only that country's zip codes. */
                countryCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A GeoJSON FeatureCollection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoJsonFeatureCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getZipCodePoints: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 code; only that country's zip codes (an unknown country has none). */
                countryCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The points in the layout above. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApdexReport: {
        parameters: {
            query?: {
                /** @description Length of the window ending now, in days (our addition; the spec gives no parameters). */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The apdex figure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardApdex"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPageViewsReport: {
        parameters: {
            query?: {
                /** @description Length of the window ending now, in days (our addition; the spec gives no parameters). */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page views. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardPageViews"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordPageView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardPageViewInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogRequestsPerInterval: {
        parameters: {
            query: {
                /** @description week (ISO weeks) or month (calendar months), Europe/Stockholm. */
                intervalType: components["parameters"]["intervalType"];
                /** @description How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows. */
                numberOfIntervals?: components["parameters"]["numberOfIntervals"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardIntervalChart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMeetingRequestsPerInterval: {
        parameters: {
            query: {
                /** @description week (ISO weeks) or month (calendar months), Europe/Stockholm. */
                intervalType: components["parameters"]["intervalType"];
                /** @description How many intervals back from the current one (included). Without it 10 weeks or 6 months, what the dashboard shows. */
                numberOfIntervals?: components["parameters"]["numberOfIntervals"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardIntervalChart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sites by languageCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteInput"] & unknown;
            };
        };
        responses: {
            /** @description The created site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSitesPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                /** @description Column to sort by; default languageCode ascending. */
                sort?: "languageCode" | "name" | "slug" | "isActive" | "id";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sites with the filter option lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteInput"];
            };
        };
        responses: {
            /** @description The changed site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSitesByBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sites by languageCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportUsersCsv: {
        parameters: {
            query: {
                role: "user" | "manager";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="users.csv" or "managers.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMediaFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Root folders ordered by sortOrder, each with its child folders (folderList) filled recursively; mediaList is left empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFolder"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMediaFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFolderInput"];
            };
        };
        responses: {
            /** @description The created folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFolder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder with its direct child folders and its media (ordered by mediaSortMethod). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFolder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMediaFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFolderInput"];
            };
        };
        responses: {
            /** @description The updated folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaFolder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMediaFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadMediaFile: {
        parameters: {
            query: {
                /** @description The file's name on the user's machine (only its last part is kept, for the *OriginalFilename field). */
                originalFilename: string;
                /** @description Which of the media's files this is; thumbnails are scaled to at most 600 px. */
                filetype: "thumbnail" | "lowRes" | "highRes";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/*": string;
                "video/*": string;
                "application/pdf": string;
            };
        };
        responses: {
            /** @description The stored file name first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaUploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaTotalDownloads: {
        parameters: {
            query: {
                /** @description JSON array of media ids, e.g. [12,13] (at most 1000 ids). */
                imageIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per known id (unknown ids are left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTotalDownloads"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaThumbnail: {
        parameters: {
            query: {
                /** @description A stored file name (as returned by upload-file); a path (/, \\ or ..) is 400. */
                filename: string;
            };
            header?: {
                /** @description The ETag of a copy the browser has; answered 304 when it is still the file's. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (at most 600 px wide), cacheable by the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not modified (the If-None-Match ETag is the file's). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMediaOrders: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /** @description Column to sort by. */
                orderByAlias?: "id" | "name" | "status" | "createdAt" | "orderDate" | "totalDownloads";
                /** @description Sort direction. */
                order?: "asc" | "desc";
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of media orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaOrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMediaDownloadsByPerson: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /** @description Column to sort by. */
                orderByAlias?: "name" | "email" | "orderDate" | "totalDownloads";
                /** @description Sort direction. */
                order?: "asc" | "desc";
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of people with their download totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaPersonDownloadsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVideos: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                sort?: "header" | "id";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateVideo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoInput"];
            };
        };
        responses: {
            /** @description The updated video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBookedVisits: {
        parameters: {
            query?: {
                filter?: "page" | "location";
                /** @description Required with filter=location. */
                locationId?: components["schemas"]["Id"];
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                sort?: "createdAt" | "firstname" | "lastname" | "email" | "telephone" | "status" | "location";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page object (filter=page) or a list (filter=location). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingBookingPage"] | components["schemas"]["MeetingBooking"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBookedVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingBooking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportBookedVisitsCsv: {
        parameters: {
            query?: {
                sort?: "createdAt" | "firstname" | "lastname" | "email" | "telephone" | "status" | "location";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="booked-visits.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMeetingBookingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeetingBookingStatusUpdate"];
            };
        };
        responses: {
            /** @description The updated booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingBooking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNewsletters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every newsletter, ordered by code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Newsletter"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNewsletterSubscriptions: {
        parameters: {
            query?: {
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    /** @description Number of matching subscriptions. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscription"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNewsletterSubscriptionsPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                sort?: "createdAt" | "email" | "newsletterCode";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscriptionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportNewsletterSubscriptionsCsv: {
        parameters: {
            query?: {
                sort?: "createdAt" | "email" | "newsletterCode";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="newsletter-subscriptions.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderFormOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default definition of every property and every template with the codes it overrides (differences). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFormOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderFormTemplateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A template code, or 'default' for the default definition. */
                templateCode: string;
                propertyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFormProperty"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveOrderFormTemplateProperty: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                /** @description A template code, or 'default' for the default definition. */
                templateCode: string;
                propertyCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderFormPropertyInput"];
            };
        };
        responses: {
            /** @description The saved property. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFormProperty"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteOrderFormTemplateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A template code, or 'default' for the default definition. */
                templateCode: string;
                propertyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listQuotesByStatus: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                sort?: "createdTime" | "id" | "customerName1" | "customerCountry";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path: {
                /** @description Which table: new (New quotes), waiting (Waiting orders), ordered (Partner Orders). */
                status: components["schemas"]["QuoteStatus"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of quotes (deleted quotes are left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuote: {
        parameters: {
            query: {
                quoteId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadQuoteEdifact: {
        parameters: {
            query: {
                quoteId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The EDIFACT interchange. */
            200: {
                headers: {
                    /** @description attachment; filename="quote-{id}.edi" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuoteOrderPlatformLink: {
        parameters: {
            query: {
                quoteId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The region; child regions come without their own children and zip codes (load them with this call on expand). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Region"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addRegionHandler: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegionHandlerRequest"];
            };
        };
        responses: {
            /** @description The region's handlers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionHandlers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeRegionHandler: {
        parameters: {
            query: {
                locationId: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The region's handlers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionHandlers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addZipCodeHandler: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegionHandlerRequest"];
            };
        };
        responses: {
            /** @description The zip code's handlers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionHandlers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeZipCodeHandler: {
        parameters: {
            query: {
                locationId: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip code's handlers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionHandlers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchRegions: {
        parameters: {
            query: {
                countryCode: string;
                searchTerm: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, each with its region chain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionSearchRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setWorkingArea: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Whether id is a region or a zip code. */
                type: "region" | "zipCode";
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegionWorkingAreaRequest"];
            };
        };
        responses: {
            /** @description The new flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionWorkingAreaResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAreaStatistics: {
        parameters: {
            query: {
                areaType: "country" | "region";
            };
            header?: never;
            path: {
                /** @description A country id or a region id (areaType says which). */
                countryOrRegionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per location type present. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaStatisticsRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCoverageGaps: {
        parameters: {
            query: {
                areaType: "country" | "region";
            };
            header?: never;
            path: {
                /** @description A country id or a region id (areaType says which). */
                countryOrRegionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whitespot zip codes, sorted by zip code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageGap"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCoverageGapsCsv: {
        parameters: {
            query: {
                areaType: "country" | "region";
            };
            header?: never;
            path: {
                /** @description A country id or a region id (areaType says which). */
                countryOrRegionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="coverage-gaps-country-1.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWarrantyRegistration: {
        parameters: {
            query: {
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWarrantyRegistrations: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /** @description Text contained in the bed id, bed model, or the contact's name or e-mail; empty matches all. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyRegistrationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWarrantyRegistrationsPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                /** @description createdAt is an alias of createdDate (the screen's default sort). */
                sort?: "createdDate" | "createdAt" | "bedId" | "purchasedYear";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyRegistrationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchWarrantyContacts: {
        parameters: {
            query: {
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContactWarrantyRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact's registrations, newest first (empty list when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyRegistration"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWarrantyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarrantyRegistrationInput"];
            };
        };
        responses: {
            /** @description The created registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWarrantyRegistration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
                registrationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarrantyRegistrationInput"];
            };
        };
        responses: {
            /** @description The updated registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkBedIdUnique: {
        parameters: {
            query: {
                bedId: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description isUnique is false when a registration with that bed id exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isUnique: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBedModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every bed model by name, each with its colours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BedModel"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTopMattresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every top mattress model by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopMattress"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                filter?: "page";
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                sort?: "lastname" | "firstname" | "email" | "employer" | "createdAt" | "id";
                direction?: components["parameters"]["direction"];
                /** @description Text contained in the names, an e-mail, the employer or a phone number. */
                search?: string;
                /** @description Exact e-mail address (case-insensitive); used without filter. */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page object (filter=page) or a list (email). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPage"] | components["schemas"]["Contact"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description The created contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact with its e-mails and portal account state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description The updated contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkContactEmailExists: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description emailExist is true when a contact has the address (primary, alternative or pending); contactId names it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailExist: boolean;
                        contactId: components["schemas"]["Id"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addContactEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactEmailRequest"];
            };
        };
        responses: {
            /** @description The added address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["ContactEmail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeContactEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactEmailRequest"];
            };
        };
        responses: {
            /** @description The contact after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setContactPrimaryEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactEmailRequest"];
            };
        };
        responses: {
            /** @description The contact after the swap. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createContactPortalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactAccountRequest"];
            };
        };
        responses: {
            /** @description The contact's account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkContactAccountExists: {
        parameters: {
            query: {
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description accountExist is true when the username is taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountExist: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlockVersionsByBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The identifier shared by a block's versions in all sites. */
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per site that has a version of the block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockVersion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBlockSlides: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockSlidesUpdate"];
            };
        };
        responses: {
            /** @description The updated block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Block"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPreviewBlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsPreviewRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identifier: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCmsPage: {
        parameters: {
            query: {
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsPageSaveRequest"];
            };
        };
        responses: {
            /** @description The saved page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCmsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsPageDeleteRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsSuccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    renderBlockPreview: {
        parameters: {
            query: {
                identifier: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContentItems: {
        parameters: {
            query?: {
                /** @description Only this site's items; all sites when omitted. */
                siteId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each site's root item (its front page) with children filled recursively, ordered by sortOrder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item with its direct children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateContentItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentItemInput"];
            };
        };
        responses: {
            /** @description The updated item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createContentItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentItemInput"];
            };
        };
        responses: {
            /** @description The created item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCmsTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every site (active or not) and the tree nodes of all sites (top-level nodes with children, siteId on each). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsTree"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCmsTreeContentItem: {
        parameters: {
            query: {
                /** @description The node's (content item's) id. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content item with its page (content) and direct children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCmsTreeItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodes: components["schemas"]["TreeNodeInput"][];
                };
            };
        };
        responses: {
            /** @description The saved nodes with their four fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TreeNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCmsTreePages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pages: components["schemas"]["TreeNodeMoveInput"][];
                };
            };
        };
        responses: {
            /** @description The moved nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TreeNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadCmsFile: {
        parameters: {
            query: {
                originalFilename: string;
                /** @description The kind of file the upload widget expects; a file of another kind gives 400. */
                fileType: "image" | "video" | "document";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/*": string;
                "video/*": string;
                "application/pdf": string;
            };
        };
        responses: {
            /** @description The first element is the stored file name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTranslationImportLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages by code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationLanguage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    parseTranslationsFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The parsed rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationUploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationImportRequest"];
            };
        };
        responses: {
            /** @description The diff, and whether it was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportTranslations: {
        parameters: {
            query?: {
                /** @description all keys, or only the keys used on partner pages. */
                filterBy?: "all" | "partner-pages";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="translations.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    purgeCdnCpCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purge was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPurgeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPurgeLogPage: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /**
                 * @description The nextCursor of an answer under the same filters, sort and direction: the page right after
                 *     that answer's last row, read by keyset (as fast at any depth). page then only labels the
                 *     page. A cursor made under other filters or another sort, or not a cursor, is refused with 400.
                 */
                after?: components["parameters"]["after"];
                /**
                 * @description The previousCursor of an answer under the same filters, sort and direction: the page right
                 *     before that answer's first row, by keyset; at the list's start, the first page. Not with
                 *     after. Refused with 400 like after.
                 */
                before?: components["parameters"]["before"];
                /** @description Column to sort by; default createdAt descending. */
                sort?: "createdAt" | "target" | "code" | "status";
                direction?: components["parameters"]["direction"];
                /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
                filters?: components["parameters"]["filters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the purge log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurgeLogPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTranslations: {
        parameters: {
            query: {
                /** @description 1-based page number. */
                page?: components["parameters"]["page"];
                /** @description Rows per page. */
                count?: components["parameters"]["count"];
                /** @description Column to sort by. */
                orderBy?: "code" | "updatedAt";
                direction?: components["parameters"]["direction"];
                /**
                 * @description JSON object, not empty; keys: languages (array of language codes whose texts are answered;
                 *     required), search (text in the code or any answered text), noTranslation (a language code:
                 *     only keys without text in it), isPartnerPage (boolean). Unknown keys give 400.
                 */
                filters: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of translation keys with their texts in the asked languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTranslation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The record's version (its updatedAt as read), as an entity tag ("2026-11-25T10:00:00.123Z";
                 *     the quotes are optional). Accepted instead of the body's version field; sent with it, both must
                 *     name the same instant (else 400). `*` and weak tags name no version.
                 */
                "If-Match"?: components["parameters"]["ifMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationUpdate"];
            };
        };
        responses: {
            /** @description The translation with its text in langCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            428: components["responses"]["PreconditionRequired"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTranslationPurgeFlag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description result is true after a translation save or import, false after a successful translations purge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportContactPersonalData: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The personal data. */
            200: {
                headers: {
                    /** @description attachment; filename="personal-data.json" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GdprContactExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    eraseContactPersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GdprPersonalDataDeleteRequest"];
            };
        };
        responses: {
            /** @description Erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
