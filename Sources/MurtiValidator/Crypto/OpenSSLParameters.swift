#if !canImport(CryptoKit) && canImport(COpenSSL)
import COpenSSL
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An `OSSL_PARAM` list (OpenSSL 3, `params.h`) together with the C memory its entries point
/// into: OpenSSL reads names and values through raw pointers, so they must outlive the call
/// that uses the list. Secret values are zeroed before they are freed.
final class OpenSSLParameters {
    private var entries: [OSSL_PARAM] = []
    private var allocations: [(pointer: UnsafeMutableRawPointer, count: Int)] = []
    private var failed = false

    /// An empty list.
    init() {}

    deinit {
        for allocation in allocations {
            memset(allocation.pointer, 0, allocation.count)
            free(allocation.pointer)
        }
    }

    /// Adds a UTF-8 string parameter (e.g. `group` = `prime256v1`, `digest` = `SHA256`).
    func utf8(_ name: String, _ value: String) {
        guard let key = copy(Array(name.utf8CString).map { UInt8(bitPattern: $0) }),
            let buffer = copy(Array(value.utf8CString).map { UInt8(bitPattern: $0) })
        else { return }
        entries.append(OSSL_PARAM_construct_utf8_string(
            key.assumingMemoryBound(to: CChar.self), buffer.assumingMemoryBound(to: CChar.self), value.utf8.count))
    }

    /// Adds an octet-string parameter (e.g. an EC `pub` point, an HKDF `key`).
    func octets(_ name: String, _ value: [UInt8]) {
        guard let key = copy(Array(name.utf8CString).map { UInt8(bitPattern: $0) }), let buffer = copy(value)
        else { return }
        entries.append(OSSL_PARAM_construct_octet_string(key.assumingMemoryBound(to: CChar.self), buffer, value.count))
    }

    /// Adds a C `int` parameter (e.g. the HKDF `mode`).
    func integer(_ name: String, _ value: Int32) {
        guard let key = copy(Array(name.utf8CString).map { UInt8(bitPattern: $0) }),
            let buffer = copy(withUnsafeBytes(of: value) { Array($0) })
        else { return }
        entries.append(OSSL_PARAM_construct_int(
            key.assumingMemoryBound(to: CChar.self), buffer.assumingMemoryBound(to: Int32.self)))
    }

    /// Adds an unsigned big-number parameter from its big-endian bytes (e.g. an EC `priv`
    /// scalar); OpenSSL reads `OSSL_PARAM` big numbers in native byte order.
    func unsignedInteger(_ name: String, bigEndian value: [UInt8]) {
        let native = 1.littleEndian == 1 ? Array(value.reversed()) : value
        guard let key = copy(Array(name.utf8CString).map { UInt8(bitPattern: $0) }), let buffer = copy(native)
        else { return }
        entries.append(OSSL_PARAM_construct_BN(
            key.assumingMemoryBound(to: CChar.self), buffer.assumingMemoryBound(to: UInt8.self), native.count))
    }

    /// Runs `body` with the terminated list, or returns `nil` when an allocation failed.
    func withList<Result>(_ body: (UnsafeMutablePointer<OSSL_PARAM>) -> Result) -> Result? {
        guard !failed else { return nil }
        var list = entries
        list.append(OSSL_PARAM_construct_end())
        return list.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map(body)
        }
    }

    /// A C copy of `bytes` (at least one byte, so an empty value still has an address).
    private func copy(_ bytes: [UInt8]) -> UnsafeMutableRawPointer? {
        let count = max(bytes.count, 1)
        guard let pointer = malloc(count) else {
            failed = true
            return nil
        }
        memset(pointer, 0, count)
        bytes.withUnsafeBytes { raw in
            if let base = raw.baseAddress { memcpy(pointer, base, raw.count) }
        }
        allocations.append((pointer, count))
        return pointer
    }
}
#endif
