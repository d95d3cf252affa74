import APNS
import Vapor

// The server that sends Lantern's notifications: no part of the app.
let app = try Application(.detect())
defer { app.shutdown() }
app.post("notify") { request async throws -> HTTPStatus in
  .accepted
}
try app.run()
