package io.meshbench.services.dbwrite;

import java.sql.SQLException;

/**
 * Recognises the exception Sermant's database-write-prohibition plugin throws into the driver call it blocks:
 * {@code SQLException("Database prohibit to write, database: <name>")} (DatabaseController in Sermant 2.2.0), also
 * from the MongoDB driver, where it arrives undeclared.
 */
final class WriteRejection {

    static final String SERMANT_MESSAGE = "Database prohibit to write";

    private WriteRejection() {
    }

    static boolean isRejection(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException && cause.getMessage() != null && cause.getMessage().startsWith(SERMANT_MESSAGE)) {
                return true;
            }
        }
        return false;
    }
}
