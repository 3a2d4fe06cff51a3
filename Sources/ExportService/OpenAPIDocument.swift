/// docs/openapi.yaml, served at `GET /openapi.yaml` from inside the binary (an installed
/// server has no docs folder). A test checks that the two are the same text and that the
/// document lists every route the server has: edit docs/openapi.yaml, then copy it here.
enum OpenAPIDocument {
    static let text = """
openapi: 3.1.0
info:
  title: exporttool serve
  version: 0.1.0
  description: >-
    Conversion jobs for exporttool: post a book with the export command's options, poll the
    job, fetch its outputs. docs/serve.md describes the service; this document is served at
    /openapi.yaml and a test checks that it lists every route the server has.
security:
  - bearer: []
paths:
  /v1/jobs:
    post:
      summary: Queue a conversion of the book in the body.
      parameters:
        - name: to
          in: query
          required: true
          description: Comma list of formats, as export's --to.
          schema: {type: string}
        - name: OPTION
          in: query
          description: >-
            Any other long option of the export command, without its dashes, with its value
            (lang=en-GB); a flag without a value (toc). o, output, output-dir, stem, jobs,
            lexicon and reader-font are refused, and so is a table given as a path.
          schema: {type: string}
        - name: Idempotency-Key
          in: header
          description: A repeated key answers with the first job it queued.
          schema: {type: string}
        - name: Content-Disposition
          in: header
          description: The stem of the outputs from its filename (default book).
          schema: {type: string}
      requestBody:
        required: true
        content:
          application/epub+zip: {schema: {type: string, format: binary}}
          application/xhtml+xml: {schema: {type: string, format: binary}}
          text/html: {schema: {type: string, format: binary}}
      responses:
        "202":
          description: Queued (or, with a repeated Idempotency-Key, the first job).
          headers:
            Location: {schema: {type: string}, description: "/v1/jobs/{id}"}
          content:
            application/json:
              schema:
                type: object
                properties:
                  id: {type: string}
                  status: {$ref: "#/components/schemas/Status"}
        "400": {$ref: "#/components/responses/Error"}
        "401": {$ref: "#/components/responses/Error"}
        "413": {$ref: "#/components/responses/Error"}
        "415": {$ref: "#/components/responses/Error"}
    get:
      summary: Every job, oldest first.
      parameters:
        - name: status
          in: query
          schema: {$ref: "#/components/schemas/Status"}
      responses:
        "200":
          description: The jobs.
          content:
            application/json:
              schema:
                type: object
                properties:
                  jobs: {type: array, items: {$ref: "#/components/schemas/Job"}}
        "400": {$ref: "#/components/responses/Error"}
  /v1/jobs/{id}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
    get:
      summary: One job.
      responses:
        "200":
          description: The job.
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Job"}
        "404": {$ref: "#/components/responses/Error"}
    delete:
      summary: Cancel a queued or running job; remove an ended one with its files.
      responses:
        "200":
          description: The job as it was cancelled or removed (removed tells which).
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Job"}
        "404": {$ref: "#/components/responses/Error"}
  /v1/jobs/{id}/result:
    parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
    get:
      summary: The outputs of a done job in one zip.
      responses:
        "200":
          description: The zip.
          content:
            application/zip: {schema: {type: string, format: binary}}
        "404": {$ref: "#/components/responses/Error"}
        "409": {$ref: "#/components/responses/Error"}
  /v1/jobs/{id}/outputs/{name}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
      - {name: name, in: path, required: true, description: One of the job's outputs (it may hold a slash)., schema: {type: string}}
    get:
      summary: One output of a done job.
      responses:
        "200":
          description: The output file.
          content:
            application/octet-stream: {schema: {type: string, format: binary}}
        "404": {$ref: "#/components/responses/Error"}
        "409": {$ref: "#/components/responses/Error"}
  /healthz:
    get:
      summary: The server answers and its job database can be read.
      responses:
        "200":
          description: ok, or draining after SIGTERM.
          content:
            application/json:
              schema:
                type: object
                properties:
                  status: {type: string, enum: [ok, draining]}
  /metrics:
    get:
      summary: >-
        Jobs by status, queue length and job durations, chapter jobs of narrations by status
        and those this server ran, in Prometheus' text format.
      responses:
        "200":
          description: The metrics.
          content:
            text/plain: {schema: {type: string}}
  /openapi.yaml:
    get:
      summary: This document.
      responses:
        "200":
          description: The document.
          content:
            application/yaml: {schema: {type: string}}
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
      description: Needed on every request when the server was started with --token-file.
  responses:
    Error:
      description: What went wrong, in one line (for a bad option, the command line's message).
      content:
        application/json:
          schema:
            type: object
            properties:
              error: {type: string}
  schemas:
    Status:
      type: string
      enum: [queued, running, done, failed, cancelled]
    Job:
      type: object
      properties:
        id: {type: string}
        status: {$ref: "#/components/schemas/Status"}
        formats: {type: array, items: {type: string}}
        options: {type: array, items: {type: string}}
        stem: {type: string}
        outputs: {type: array, items: {type: string}}
        warnings: {type: array, items: {type: string}}
        error: {type: [string, "null"]}
        attempts: {type: integer, description: Claims so far; more than one when a server died while running it.}
        submitted: {type: string, format: date-time}
        started: {type: [string, "null"], format: date-time}
        finished: {type: [string, "null"], format: date-time}
        removed: {type: boolean, description: Only in DELETE's answer.}
        chapters:
          type: object
          description: >-
            Only in GET /v1/jobs/{id}, for a job that narrates (mp3, narrated-epub, daisy202,
            daisy3) once its chapters are queued as chapter jobs, which every server on the job
            database claims: how many are done, of how many.
          properties:
            done: {type: integer}
            total: {type: integer}

"""
}
