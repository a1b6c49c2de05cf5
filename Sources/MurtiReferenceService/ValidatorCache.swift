import Foundation
import MurtiProtocol
import MurtiValidator

/// Validators by profile: a corpus uses a handful of profiles over thousands of requests.
final class ValidatorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var validators: [JSONValue: Validator] = [:]
    /// The last profile asked for and its validator: consecutive requests mostly share their
    /// profile, and the protocol server hands the same instance on when the bytes repeat
    /// (`ParsedProfileCache`), which `==` compares in constant time, where hashing the
    /// profile for the dictionary walked all of it on every request.
    private var last: (profile: JSONValue, validator: Validator)?

    /// The validator for a profile object from a request, or why the profile is refused.
    func validator(for profile: JSONValue) -> Result<Validator, ProfileError> {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.profile == profile { return .success(last.validator) }
        if let cached = validators[profile] {
            last = (profile, cached)
            return .success(cached)
        }
        let made: Profile
        do { made = try Profile(json: ProfileText.bytes(profile)) } catch { return .failure(error) }
        let validator = Validator(profile: made)
        if validators.count > 64 { validators.removeAll() }
        validators[profile] = validator
        last = (profile, validator)
        return .success(validator)
    }
}
