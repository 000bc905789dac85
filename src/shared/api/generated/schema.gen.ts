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
        /** Catalog requests, one page */
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
         *     notifiedLocation, errorMessage. Cells starting with =, +, -, @, tab or carriage return are
         *     prefixed with an apostrophe (formula-safe).
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
         * @description The new request starts as new and is routed at once, like one from the website (delivered, or failed with errorMessage).
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
         * @description E-mails each request to its chosen location (match type manual). Each request becomes
         *     delivered once the mail is accepted, or failed with errorMessage. An unknown request or
         *     location gives 404 and nothing is sent. A request may appear only once.
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
         * @description Runs the catalog request routing for the address without sending anything. Used per catalog request row and on the sales-region screen.
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
         * @description With createManager true, the location's e-mail is added as its manager. An unknown geographicArea gives 404.
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
        /** Company locations, one page */
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
         *     partnerPage, shouldRetrieveCatalogRequests, isVividusRetailer. Cells starting with =, +, -, @,
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
        /** Update a company location */
        put: operations["updateLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a location's type
         * @description The list's inline type change; only locationType changes.
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
         * @description Creates the page and attaches it to the location. A host name in use gives 409; an unknown location or site gives 404.
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
         * @description A host name in use by another page, or a stale updatedAt, gives 409.
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
         * @description Every country by English name, without regions and handlers. Reference data for every screen that picks a country (the client caches it).
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
         * Countries where catalog requests can be routed
         * @description Countries with a handler at country, region or zip-code level, or a fallback e-mail.
         */
        get: operations["listCountriesWithCatalogRouting"];
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
         * @description Where catalog requests go when no location matches. An empty string clears it.
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
         *     no region at that level, gives 404.
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
        /** Sites, one page */
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
                /** @description Machine-readable code, e.g. VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, DB_UNAVAILABLE, NOT_IMPLEMENTED. */
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
         *     handlers, 5 the country's fallback e-mail. The client shows the rules with the lowest levels
         *     value. Only active locations that accept catalog requests count. An empty list means no match.
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
            /** @description Optional optimistic-concurrency token; a stale value gives 409. */
            updatedAt?: string | null;
        };
        /** @description Body of the inline customer number edit. An empty string or null clears the number. */
        CustomerNumberUpdate: {
            customerNumber: string | null;
            /** @description Must equal the path id. */
            locationId: components["schemas"]["Id"];
            /** @description Optional optimistic-concurrency token; a stale value gives 409. */
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
            filterable: {
                /** @description 'true' and 'false' with their counts. */
                isActive: components["schemas"]["FilterOption"][];
            };
        };
    };
    responses: {
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
        /** @description The database is unavailable; retry shortly. */
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
    };
    parameters: {
        id: components["schemas"]["Id"];
        accountId: components["schemas"]["Id"];
        /** @description 1-based page number. */
        page: number;
        /** @description Rows per page. */
        count: number;
        direction: "asc" | "desc";
        /** @description JSON-encoded object of filter values, e.g. {"statusCode":"new"}. Unknown keys are rejected with 400. */
        filters: string;
        /** @description week (ISO weeks) or month (calendar months), Europe/Stockholm. */
        intervalType: "week" | "month";
        /** @description How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months. */
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
            header?: never;
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
            header?: never;
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
                /** @description Required with filter=contact (else 400). */
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
            header?: never;
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
                /** @description How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months. */
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
                /** @description Column to sort by; default name ascending. */
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
            header?: never;
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeLocationType: {
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
            header?: never;
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
            header?: never;
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
            header?: never;
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
    listCountriesWithCatalogRouting: {
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
            header?: never;
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
                /** @description How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months. */
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
                /** @description How many intervals back from the current one (included). The dashboard asks 10 weeks and 6 months. */
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
            header?: never;
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
}
