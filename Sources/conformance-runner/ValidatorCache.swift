import Foundation
import MurtiConformance
import MurtiValidator

/// Validators by profile: a corpus uses a handful of profiles over thousands of requests.
final class ValidatorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var validators: [JSONValue: Validator] = [:]

    /// The validator for a profile object from a request, or why the profile is refused.
    func validator(for profile: JSONValue) -> Result<Validator, ProfileError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = validators[profile] { return .success(cached) }
        let bytes = (try? JSONEncoder().encode(profile)).map { [UInt8]($0) } ?? []
        let made: Profile
        do { made = try Profile(json: bytes) } catch { return .failure(error) }
        let validator = Validator(profile: made)
        if validators.count > 64 { validators.removeAll() }
        validators[profile] = validator
        return .success(validator)
    }
}
