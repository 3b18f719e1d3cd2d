vcl 4.1;
# Varnish in front of HAProxy: the shared HTTP cache of the public pages for every instance behind it
# (docs/scale-out.md says why Varnish). `npm run cluster` runs this same file on one machine: it rewrites
# the lines between the BEGIN/END markers (where HAProxy listens) and keeps everything else as it is.
# Check a change with `varnishd -C -f deploy/varnish.vcl`.
#
# What enters it is decided by the app's own answer: only one marked `public` (the pages and public data,
# `public, s-maxage=...`, lib/http/cache-control.ts; the build's scripts and styles, `public, max-age=...,
# immutable`) with no Set-Cookie, for as long as it says. `stale-while-revalidate` in that
# answer becomes the grace in which Varnish serves the stored copy at once while it fetches the new one in
# the background. Signed-in requests never touch it, in or out. The app purges a listing's own page here
# the moment the listing changes (lib/cache/front.ts), so a closed listing is not served from before.

# BEGIN backend
backend haproxy {
    .host = "127.0.0.1";
    .port = "3000";
}
# END backend

# Who may purge pages: the instances, on the same host or the private network.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    # PURGE /properties/<id>: every stored variant of that page (its HTML and its RSC payloads) goes.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        ban("obj.http.X-Front-Path == " + regsub(req.url, "\?.*$", ""));
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Signed in (the session cookie, or credentials): always the app's own answer, never stored.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__Secure-)?next-auth\.session-token=") {
        return (pass);
    }
    # Public pages read no cookie, so another cookie (the language, the signed-in hint) does not stop a
    # lookup; a miss goes to the app with it, and only an answer the app marks public is stored (below).
    return (hash);
}

sub vcl_backend_response {
    # Only what the app marks public, made for nobody in particular.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "public" || beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Errors are never kept for everyone, whatever they say.
    if (beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # The path a purge names (its query and RSC variants included).
    set beresp.http.X-Front-Path = regsub(bereq.url, "\?.*$", "");
    return (deliver);
}

sub vcl_deliver {
    # HIT, or MISS (fetched now, or never stored); STALE-served copies count as hits.
    if (obj.hits > 0) {
        set resp.http.X-Front-Cache = "HIT";
    } else {
        set resp.http.X-Front-Cache = "MISS";
    }
    unset resp.http.X-Front-Path;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
