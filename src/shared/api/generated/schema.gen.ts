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
}
