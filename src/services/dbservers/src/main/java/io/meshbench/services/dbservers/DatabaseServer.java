package io.meshbench.services.dbservers;

import java.util.List;

/** A real database server started on 127.0.0.1 for one run, stopped (its process gone, its data deleted) by close. */
public interface DatabaseServer extends AutoCloseable {

    /** The databases it serves. */
    List<DatabaseEndpoint> endpoints();

    /** The TCP port it listens on, on 127.0.0.1 only. */
    int port();

    @Override
    void close();
}
