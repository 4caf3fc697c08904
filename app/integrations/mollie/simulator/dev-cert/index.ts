// The payment simulator's self-signed certificate for 127.0.0.1 ONLY (see README.md). The key is
// public on purpose: it secures nothing but a loopback test server. Kept as a module so the
// production build carries it without reading files next to the source.
export const SIMULATOR_CERT = `-----BEGIN CERTIFICATE-----
MIIByTCCAW6gAwIBAgIUFQnH1vfaMgcq01fTdRnAZ/ZA+PswCgYIKoZIzj0EAwIw
MTEvMC0GA1UEAwwmMTI3LjAuMC4xIEJlc3RlbGluZm8gcGF5bWVudCBzaW11bGF0
b3IwHhcNMjYxMTIxMjE0MDAyWhcNMzYxMTE4MjE0MDAyWjAxMS8wLQYDVQQDDCYx
MjcuMC4wLjEgQmVzdGVsaW5mbyBwYXltZW50IHNpbXVsYXRvcjBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABKlUkUnMr8ZsIovaDBndEqKLKJGuUvoeXoGfWa3eddlJ
BNI2hBf2H7diojRqFWG6AjUEmEFp+pJ7M5x4Ku8ciWSjZDBiMB0GA1UdDgQWBBSC
m4tzHagGgXMTRYAt3Fvrlmhy2jAfBgNVHSMEGDAWgBSCm4tzHagGgXMTRYAt3Fvr
lmhy2jAPBgNVHRMBAf8EBTADAQH/MA8GA1UdEQQIMAaHBH8AAAEwCgYIKoZIzj0E
AwIDSQAwRgIhANnuczGUirqaRcef9KNgKG/KnNoXij2hnMgIT0OR8g5AAiEA+JoT
Y9V674XLeXFGZAtgvxsMAbdKQ27g7XWnlsUkjcM=
-----END CERTIFICATE-----\n`;

export const SIMULATOR_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgs7wFzwLt3RAtY7K0
zosq4I1GdVarBYXgl0un4DD3U1ahRANCAASpVJFJzK/GbCKL2gwZ3RKiiyiRrlL6
Hl6Bn1mt3nXZSQTSNoQX9h+3YqI0ahVhugI1BJhBafqSezOceCrvHIlk
-----END PRIVATE KEY-----\n`;
