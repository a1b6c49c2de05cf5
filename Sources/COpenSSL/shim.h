// libcrypto (OpenSSL 3, Debian's libssl-dev) for SHA-256 and signature verification on Linux;
// Apple systems use CryptoKit instead.
#include <openssl/evp.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/core_names.h>
#include <openssl/params.h>
#include <openssl/kdf.h>
