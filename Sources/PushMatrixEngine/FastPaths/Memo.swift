import Foundation

/// Results worked out once per key and shared by every thread that asks, each computed by the
/// first thread that asks for it while the others wait for it.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  // Unchecked: `entries` is read and written under `lock`, each entry's value under its own.
  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]

  /// One key's result, computed once.
  private final class Entry: @unchecked Sendable {
    let lock = NSLock()
    var value: Value?
  }

  package init() {}

  /// Returns the result for a key, computing it first if no thread has.
  package func value(_ key: Key, compute: () -> Value) -> Value {
    lock.lock()
    let entry = entries[key] ?? Entry()
    entries[key] = entry
    lock.unlock()
    entry.lock.lock()
    defer { entry.lock.unlock() }
    if let value = entry.value { return value }
    let value = compute()
    entry.value = value
    return value
  }
}
