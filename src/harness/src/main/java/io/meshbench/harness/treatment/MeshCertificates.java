package io.meshbench.harness.treatment;

import io.meshbench.results.format.OutputFolder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * Throwaway certificates for the TLS between two sidecars, made at the start of a deployment with the JDK's own
 * {@code keytool}: a CA, a server certificate (subject alternative names {@code DNS:<server>} and
 * {@code IP:127.0.0.1}, server authentication) and a client certificate (client authentication), each an EC P-256
 * key, valid for two days. Envoy reads them as PEM: the certificates as keytool prints them, the private keys as
 * PKCS#8 taken from keytool's PKCS#12 stores. Nothing is checked in; the files live in the run's folder.
 *
 * @param caPem         the CA certificate both sidecars trust
 * @param serverName    the name in the server certificate, which the client's sidecar verifies
 */
public record MeshCertificates(Path folder, Path caPem, String serverName, Leaf server, Leaf client) {

    /** A certificate and its private key, PEM files. */
    public record Leaf(Path certificatePem, Path keyPem) {
    }

    /** Makes a CA and two leaf certificates in {@code folder} (created when missing). */
    public static MeshCertificates make(Path folder, String serverName) {
        OutputFolder out = OutputFolder.of("the sidecars' certificates", folder);
        String password = UUID.randomUUID().toString();
        Keytool keytool = new Keytool(folder, password);
        keytool.run("-genkeypair", "-alias", "ca", "-keystore", "ca.p12", "-dname", "CN=meshbench-throwaway-ca",
                "-ext", "bc:c");
        Path ca = folder.resolve("ca.pem");
        out.writeString(ca.getFileName(), keytool.run("-exportcert", "-alias", "ca", "-keystore", "ca.p12", "-rfc"));
        Leaf server = leaf(keytool, out, "server", serverName, "serverAuth");
        Leaf client = leaf(keytool, out, "client", "meshbench-client", "clientAuth");
        return new MeshCertificates(folder, ca, serverName, server, client);
    }

    private static Leaf leaf(Keytool keytool, OutputFolder out, String role, String name, String usage) {
        String store = role + ".p12";
        keytool.run("-genkeypair", "-alias", role, "-keystore", store, "-dname", "CN=" + name);
        String request = keytool.run("-certreq", "-alias", role, "-keystore", store);
        Path requestFile = keytool.folder.resolve(role + ".csr");
        out.writeString(requestFile.getFileName(), request);
        String certificate = keytool.run("-gencert", "-alias", "ca", "-keystore", "ca.p12", "-infile",
                requestFile.toString(), "-rfc", "-ext", "san=dns:" + name + ",ip:127.0.0.1", "-ext", "eku=" + usage);
        Path certificatePem = keytool.folder.resolve(role + ".pem");
        out.writeString(certificatePem.getFileName(), certificate);
        Path keyPem = keytool.folder.resolve(role + ".key.pem");
        out.writeString(keyPem.getFileName(), pkcs8Pem(keytool.folder.resolve(store), role, keytool.password));
        return new Leaf(certificatePem, keyPem);
    }

    /** The private key of {@code alias} in a PKCS#12 store, as the PEM Envoy reads ({@code BEGIN PRIVATE KEY}). */
    static String pkcs8Pem(Path store, String alias, String password) {
        try (InputStream in = Files.newInputStream(store)) {
            KeyStore keys = KeyStore.getInstance("PKCS12");
            keys.load(in, password.toCharArray());
            PrivateKey key = (PrivateKey) keys.getKey(alias, password.toCharArray());
            return "-----BEGIN PRIVATE KEY-----\n"
                    + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(key.getEncoded())
                    + "\n-----END PRIVATE KEY-----\n";
        } catch (IOException | GeneralSecurityException e) {
            throw new InvalidTreatmentException("The sidecars' certificates: cannot read the key '" + alias + "' from "
                    + store + " (" + e.getMessage() + ")");
        }
    }

    /** The JDK's keytool, run in {@code folder} with one store password; EC P-256 keys valid for two days. */
    private record Keytool(Path folder, String password) {

        String run(String... arguments) {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "keytool")
                    .toString()));
            command.addAll(List.of(arguments));
            command.addAll(List.of("-storetype", "PKCS12", "-storepass", password, "-noprompt"));
            if (arguments[0].equals("-genkeypair")) {
                command.addAll(List.of("-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2"));
            } else if (arguments[0].equals("-gencert")) {
                command.addAll(List.of("-validity", "2"));
            }
            try {
                Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(false)
                        .start();
                process.getOutputStream().close();
                String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
                String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                    process.destroyForcibly();
                    throw new InvalidTreatmentException("The sidecars' certificates: keytool " + arguments[0]
                            + " failed in " + folder + ": " + (out + err).strip());
                }
                return out;
            } catch (IOException e) {
                throw new InvalidTreatmentException("The sidecars' certificates: cannot run keytool (" + e.getMessage()
                        + "); a JDK's bin/keytool is needed");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InvalidTreatmentException("The sidecars' certificates: interrupted while running keytool");
            }
        }
    }
}
