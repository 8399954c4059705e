"""Play with friends: one computer hosts a table, the others join it over the network.

The host's referee is the only place the game's State exists; every player, the host's own
included, is a seat that sends actions and receives its own View and its own redacted events,
through a `RemoteLink` that every table scene holds like a Link.

pygame-free (the headless `parlour serve` imports only these):
- `wire`    the messages (small JSON documents), their limits, who sits where (TableInfo)
- `lan`     the network rules (loopback only in tests and CI), addresses, zeroconf announcements
- `seating` the seats of a hosted table: open, a bot, a person (and their token)
- `peers`   one connected player as the host sees them; the limits (rate, queue, time)
- `host`    Host: the referee behind a WebSocket server on its own thread
- `client`  Client: one connection to a host, on its own thread; `remote` RemoteLink over it
- `serve`   `parlour serve GAME [options]`
Screens: `hosting` (Host a table), `joining` (Join a table), `lobby` (who sits where).
"""
